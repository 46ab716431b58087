/**
 * Issue 31 item 5: a rejected approval is requested again through the partner
 * API (back to pending), not through an outside support ticket. The sandbox
 * enforces who and which: only a rejected approval, only by a partner of the
 * add-on's company. Over real HTTP with the sandbox identity provider's tokens.
 */
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, approvalSchema } from '../../web/src/api/approvals';
import { statusAndBody } from '../support/sandbox-api';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const requestAgain = (slug: string, type: string, token: string) => call(`/api/v3/addons/${slug}/approvals`, token, { method: 'POST', body: JSON.stringify({ type }) });

async function approvalOf(slug: string, type: string) {
  const list = approvalSchema.array().parse((await call(`/api/v3/addons/${slug}/approvals`, tokens.admin)).body);
  return list.find((approval) => approval.type === type);
}

describe('requesting a rejected approval again (Acme Vault’s pricing approval)', () => {
  it('is refused to a platform admin (requesting is the partner’s part, spec §6) and to another company’s partner', async () => {
    expect(statusAndBody(await requestAgain('acme-vault', 'pricing_plan_approval', tokens.admin))).toEqual({ status: 403, body: { id: 'forbidden', message: APPROVAL_MESSAGES.requestAgainPartnerOnly } });
    // Solo Labs' owner cannot see Acme's add-on at all.
    expect((await requestAgain('acme-vault', 'pricing_plan_approval', tokens.solo)).status).toBe(404);
    expect((await approvalOf('acme-vault', 'pricing_plan_approval'))?.state).toBe('rejected');
  });

  it('is refused for an approval that is not rejected: an approved one stays approved', async () => {
    const refused = await requestAgain('acme-vault', 'beta_engineering_approval', tokens.partner);
    expect(statusAndBody(refused)).toEqual({ status: 422, body: { errors: { type: [APPROVAL_MESSAGES.exists] } } });
    expect((await approvalOf('acme-vault', 'beta_engineering_approval'))?.state).toBe('approved');
  });

  it('puts the rejected approval back to pending for the company’s partner, keeping the rejection in its history', async () => {
    const before = await approvalOf('acme-vault', 'pricing_plan_approval');
    const outcome = await requestAgain('acme-vault', 'pricing_plan_approval', tokens.partner);
    expect(outcome.status).toBe(201);
    const reopened = approvalSchema.parse(outcome.body);
    expect(reopened).toMatchObject({ id: before?.id, state: 'pending', rejection_reason: null });
    expect(reopened.decisions.map((decision) => decision.state)).toEqual(['rejected']);
    const after = await approvalOf('acme-vault', 'pricing_plan_approval');
    expect(after).toMatchObject({ id: before?.id, state: 'pending', requester_email: 'partner@acme.test' });
  });

  it('is refused once it is pending again: a pending approval is not requested twice', async () => {
    expect(statusAndBody(await requestAgain('acme-vault', 'pricing_plan_approval', tokens.partner))).toEqual({ status: 422, body: { errors: { type: [APPROVAL_MESSAGES.exists] } } });
  });
});
