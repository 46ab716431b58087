/**
 * The seeded Support account (issue 35 §2) over real HTTP: support@acme.test
 * signs in through the sandbox identity provider like the other personas, is
 * Acme Data's Support user, reads everything (reports, logs, failed attempts
 * and the users list included) and is refused every write with the sentence
 * naming who may.
 */
import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../web/src/api/current-user';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();
const messageOf = (body: unknown) => apiErrorSchema.parse(body).message;

describe('support@acme.test, the sandbox Support account', () => {
  it('is Acme Data’s Support user', async () => {
    const me = await call('/api/v3/current_user', tokens.support);
    expect(me.status).toBe(200);
    expect(currentUserSchema.parse(me.body)).toMatchObject({ email: 'support@acme.test', company_role: 'support' });
  });

  it.each([
    ['the listing', '/api/v3/addons/acme-postgres'],
    ['reports', '/api/v3/addons/acme-postgres/reports'],
    ['failed attempts', '/api/v3/addons/acme-postgres/failed_attempts'],
    ['automatic reviews', '/api/v3/addons/acme-insights/automatic_reviews'],
    ['the company’s users', '/api/v3/companies/acme-data/company_users'],
  ])('reads %s (200)', async (_what, path) => {
    expect((await call(path, tokens.support)).status).toBe(200);
  });

  it.each([
    ['edit the listing', 'PATCH', '/api/v3/addons/acme-postgres', { summary: 'Support wrote this' }, 'Only an Owner or Developer can edit the listing.'],
    ['add a feature', 'POST', '/api/v3/addons/acme-postgres/features', { name: 'Support feature', datatype: 'boolean' }, 'Only an Owner or Developer can change plans and features.'],
    ['edit the company', 'PATCH', '/api/v3/companies/acme-data', { city: 'Nowhere' }, "Only an Owner can edit the company's information."],
    ['invite someone', 'POST', '/api/v3/companies/acme-data/invitations', { email: 'new@acme.test', role: 'support' }, "Only an Owner can manage the company's users and their roles."],
  ])('may not %s (403 naming who may)', async (_what, method, path, body, sentence) => {
    const answer = await call(path, tokens.support, { method, body: JSON.stringify(body) });
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toBe(sentence);
  });
});
