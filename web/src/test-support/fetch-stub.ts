/**
 * The browser's fetch, stubbed for the api/ unit tests: each test queues the
 * JSON answers the BFF would give and reads back what was asked. One stub and
 * one wire add-on for every such test file.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { AddonSummaryWire } from '../api/addon-lists';

/** Installs a fresh fetch stub before each test of the file, and removes it after. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  /** Queues one JSON answer (a string body is sent as it is; no body for `undefined`). */
  const respond = (status: number, body?: unknown) => {
    fetchMock.mockResolvedValueOnce(
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetchMock, respond };
}

/** Acme Postgres as the partner API lists it. */
export const acmePostgresWire: AddonSummaryWire = {
  id: 'a1',
  slug: 'acme-postgres',
  name: 'acme-postgres',
  display_name: 'Acme Postgres',
  summary: 'Managed Postgres',
  state: 'ga',
  icon_url: null,
  marketplace_url: 'https://elements.example.com/addons/acme-postgres',
  updated_at: '2026-03-01T10:00:00Z',
  provisioning_api_version: 3,
  company: { id: 'acme-data', name: 'Acme Data' },
};
