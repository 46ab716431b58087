import { describe, expect, it } from 'vitest';
import { integrationWarningLink, periodHoldingWarning } from './integration-warning-link';

const now = new Date('2026-11-28T12:00:00Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('periodHoldingWarning', () => {
  it('is the shortest period that begins at or before the incident’s last 3-hour window', () => {
    expect(periodHoldingWarning(hoursBefore(0), now)).toBe('24h');
    // The window began 24 h ago exactly: still inside the last 24 hours; a minute earlier it is not.
    expect(periodHoldingWarning(hoursBefore(21), now)).toBe('24h');
    expect(periodHoldingWarning(new Date(now.getTime() - 21 * 3_600_000 - 60_000).toISOString(), now)).toBe('7d');
    // The seeded incident, about 2½ days ago.
    expect(periodHoldingWarning(hoursBefore(59), now)).toBe('7d');
    expect(periodHoldingWarning(hoursBefore(7 * 24 - 3), now)).toBe('7d');
    expect(periodHoldingWarning(hoursBefore(7 * 24 - 2), now)).toBe('30d');
    expect(periodHoldingWarning(hoursBefore(30 * 24 - 3), now)).toBe('30d');
  });

  it('is none for an incident older than the longest period', () => {
    expect(periodHoldingWarning(hoursBefore(30 * 24 - 2), now)).toBeNull();
    expect(periodHoldingWarning(hoursBefore(40 * 24), now)).toBeNull();
  });
});

describe('integrationWarningLink', () => {
  it('opens the incident’s failure group on the period that holds it', () => {
    expect(integrationWarningLink({ addonSlug: 'acme-postgres', failureGroupId: '0a1b2c3d', createdAt: hoursBefore(59) }, now)).toBe(
      '/addons/acme-postgres/integration/failures?period=7d&group=0a1b2c3d',
    );
    expect(integrationWarningLink({ addonSlug: 'acme-postgres', failureGroupId: '0a1b2c3d', createdAt: hoursBefore(2) }, now)).toBe(
      '/addons/acme-postgres/integration/failures?period=24h&group=0a1b2c3d',
    );
  });

  it('lists the period’s causes without a named group, and the longest period’s without the group once it is too old', () => {
    expect(integrationWarningLink({ addonSlug: 'acme-postgres', failureGroupId: null, createdAt: hoursBefore(59) }, now)).toBe(
      '/addons/acme-postgres/integration/failures?period=7d',
    );
    expect(integrationWarningLink({ addonSlug: 'acme-postgres', failureGroupId: '0a1b2c3d', createdAt: hoursBefore(40 * 24) }, now)).toBe(
      '/addons/acme-postgres/integration/failures?period=30d',
    );
  });
});
