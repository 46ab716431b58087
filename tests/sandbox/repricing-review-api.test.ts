/**
 * The admin repricing review's calls against the sandbox partner API over
 * real HTTP, with real tokens from the sandbox identity provider: the
 * list-all call is admin-only (403 to partners), and a transition shows in it.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { REPRICING_MESSAGES, repricingReviewRowSchema, repricingSchema } from '../../web/src/api/repricings';
import { statusAndBody } from '../support/sandbox-api';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const ID = 'repricing-northwind-apm-pro-2026-11';
const statusOf = async (id: string) =>
  repricingReviewRowSchema
    .array()
    .parse((await call('/api/v3/repricings', tokens.admin)).body)
    .find((row) => row.id === id)?.status;

describe('GET /api/v3/repricings', () => {
  it.each(['partner', 'solo'] as const)('answers 403 to a partner (%s)', async (persona) => {
    const { status, body } = await call('/api/v3/repricings', tokens[persona]);
    expect(status).toBe(403);
    expect(apiErrorSchema.parse(body)).toEqual({ id: 'forbidden', message: 'Only platform administrators may do this.' });
  });

  it("answers an admin with every company's requests and their names", async () => {
    const { status, body } = await call('/api/v3/repricings', tokens.admin);
    expect(status).toBe(200);
    const rows = repricingReviewRowSchema.array().parse(body);
    expect(new Set(rows.map((row) => row.company_name))).toEqual(new Set(['Acme Data', 'Northwind Monitoring']));
  });
});

describe('POST /api/v3/repricings/{id}/transitions/{transition}', () => {
  it('is refused to a partner, and the request stays where it was', async () => {
    expect((await call(`/api/v3/repricings/${ID}/transitions/approved`, tokens.partner, { method: 'POST' })).status).toBe(403);
    expect(await statusOf(ID)).toBe('new');
  });

  it("moves an admin's request from current to scheduled and back, as the list-all call shows", async () => {
    expect(await call(`/api/v3/repricings/${ID}/transitions/approved`, tokens.admin, { method: 'POST' })).toMatchObject({ status: 200, body: { id: ID, status: 'approved' } });
    expect(await statusOf(ID)).toBe('approved');
    expect((await call(`/api/v3/repricings/${ID}/transitions/new`, tokens.admin, { method: 'POST' })).status).toBe(200);
    expect(await statusOf(ID)).toBe('new');
  });
});

const post = (path: string, token: string, body?: unknown) =>
  call(path, token, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('deciding and withdrawing over HTTP (issue 31 item 6)', () => {
  it('refuses a rejection without a reason, and keeps the reason of one that has it', async () => {
    const path = `/api/v3/repricings/${ID}/transitions/rejected`;
    expect(statusAndBody(await post(path, tokens.admin))).toEqual({ status: 422, body: { errors: { reason: [REPRICING_MESSAGES.reasonRequired] } } });
    expect(await statusOf(ID)).toBe('new');
    const rejected = await post(path, tokens.admin, { reason: 'Too steep for existing customers.' });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', rejection_reason: 'Too steep for existing customers.' } });
  });

  it("lets the partner withdraw their company's new request, once", async () => {
    const made = await post('/api/v3/plans/acme-stream-plan-standard/repricings', tokens.partner, { price_cents: 10950, grandfathered: true });
    expect(made.status).toBe(201);
    const id = repricingSchema.parse(made.body).id;
    const path = `/api/v3/plans/acme-stream-plan-standard/repricings/${id}/withdrawal`;
    expect((await post(path, tokens.admin)).status).toBe(403);
    const withdrawn = await post(path, tokens.partner);
    expect(withdrawn.status).toBe(200);
    expect(repricingSchema.parse(withdrawn.body)).toMatchObject({ status: 'rejected', withdrawn_at: expect.any(String) });
    expect(statusAndBody(await post(path, tokens.partner))).toEqual({ status: 422, body: { errors: { base: [REPRICING_MESSAGES.withdrawOnlyNew] } } });
  });
});
