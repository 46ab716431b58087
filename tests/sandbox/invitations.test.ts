/**
 * Company invitations over real HTTP (issue 35 §3): an Owner invites, the
 * sandbox "sends" the e-mail to its outbox (GET /sandbox/outbox.json and the
 * page at /sandbox/outbox), and the invited account accepts through the link's
 * token with a real token from the sandbox identity provider; a Finance user
 * is refused the invitation controls with the sentence naming the Owner.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../support/sandbox-for-file';
import { beginSandboxSignIn, obtainSandboxTokens } from '../support/sandbox-token';

const { sandbox, tokens, call } = sandboxForFile();
const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

interface Mail {
  to: string;
  subject: string;
  body: string;
  accept_path: string;
  accept_url: string;
}

async function mails(): Promise<Mail[]> {
  const response = await fetch(new URL('/sandbox/outbox.json', sandbox().partnerApiUrl));
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

describe('company invitations over HTTP', () => {
  it('an Owner invites; the e-mail is in the outbox with a link to the portal; the invited account accepts with the role', async () => {
    const invited = await call('/api/v3/companies/acme-data/invitations', tokens.partner, json({ email: 'Sasha@Contractors.test', role: 'finance' }));
    expect(invited.status).toBe(201);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'Sasha@Contractors.test', subject: 'partner@acme.test invited you to Acme Data on the Partner Portal' });
    expect(mail!.accept_url).toBe(`http://localhost:3000${mail!.accept_path}`);
    expect(mail!.body).toContain(mail!.accept_url);
    const page = await fetch(new URL('/sandbox/outbox', sandbox().partnerApiUrl));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(`<a href="${mail!.accept_url}">Accept the invitation</a>`);

    const token = decodeURIComponent(mail!.accept_path.replace('/invitations/', ''));
    const sasha = (await obtainSandboxTokens(sandbox(), 'sasha@contractors.test')).accessToken;
    const link = `/api/v3/invitations/${encodeURIComponent(token)}`;
    expect((await call(link, sasha)).body).toMatchObject({ company_name: 'Acme Data', role: 'finance', state: 'pending' });
    // Another account holding the link is refused, with a sentence naming both.
    expect(await call(`${link}/accept`, tokens.solo, { method: 'POST' })).toMatchObject({ status: 403, body: { id: 'invitation_wrong_account' } });
    expect(await call(`${link}/accept`, sasha, { method: 'POST' })).toMatchObject({ status: 200, body: { company_name: 'Acme Data', role: 'finance' } });
    expect(await call(`${link}/accept`, sasha, { method: 'POST' })).toMatchObject({
      status: 409,
      body: { id: 'invitation_accepted', message: 'This invitation to Acme Data has already been used. Open the company from the portal instead.' },
    });
    // Now a Finance user of Acme Data: reports yes, the invitation controls no.
    expect((await call('/api/v3/addons/acme-postgres/reports', sasha)).status).toBe(200);
    expect(await call('/api/v3/companies/acme-data/invitations', sasha, json({ email: 'x@example.test', role: 'support' }))).toMatchObject({
      status: 403,
      body: { message: "Only an Owner can manage the company's users and their roles." },
    });
    expect((await call('/api/v3/addons/acme-postgres', sasha, { method: 'PATCH', body: JSON.stringify({ summary: 'No.' }) })).status).toBe(403);
  });

  it('a resend replaces the link; a revoke stops it; each says so', async () => {
    const invited = await call('/api/v3/companies/acme-data/invitations', tokens.partner, json({ email: 'later@example.test', role: 'support' }));
    const id = (invited.body as { id: string }).id;
    const first = (await mails())[0]!.accept_path;
    expect((await call(`/api/v3/companies/acme-data/invitations/${id}/resend`, tokens.partner, { method: 'POST' })).status).toBe(200);
    const second = (await mails())[0]!.accept_path;
    expect(second).not.toBe(first);
    expect((await call(`/api/v3${first}`, tokens.solo)).body).toMatchObject({ state: 'replaced' });
    expect((await call(`/api/v3/companies/acme-data/invitations/${id}`, tokens.partner, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/v3${second}`, tokens.solo)).body).toMatchObject({ state: 'revoked' });
  });

  it('the identity provider creates the account of an invited e-mail at sign-in, and of no other', async () => {
    const stranger = await beginSandboxSignIn(sandbox());
    const refused = await stranger.submitEmail('nobody@example.test');
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('There is no sandbox account for nobody@example.test.');
    expect(refusedPage).not.toContain('Create account');
    // Creating by hand without an invitation is refused too.
    const forced = await stranger.fetch(new URL(stranger.pageUrl.pathname.replace(/\/?$/, '/create'), stranger.pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=nobody%40example.test',
    });
    expect(forced.status).toBe(400);
    expect(await forced.text()).toContain('only an e-mail with an open invitation can');

    await call('/api/v3/companies/acme-data/invitations', tokens.partner, json({ email: 'Brand.New@Example.test', role: 'finance' }));
    const token = decodeURIComponent((await mails())[0]!.accept_path.replace('/invitations/', ''));
    const invited = await beginSandboxSignIn(sandbox());
    const page = await (await invited.submitEmail('brand.new@example.test')).text();
    expect(page).toContain('There is no account for brand.new@example.test yet. Acme Data invited this address: create the account to accept.');
    const action = /<form method="post" action="([^"]+\/create)">/.exec(page)?.[1];
    expect(action).toBeDefined();
    const created = await invited.fetch(new URL(action!, invited.pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=brand.new%40example.test',
    });
    const { accessToken } = await invited.finish(created);
    const me = await call('/api/v3/current_user', accessToken);
    expect(me.body).toMatchObject({ email: 'brand.new@example.test', company: null });
    expect(await call(`/api/v3/invitations/${encodeURIComponent(token)}/accept`, accessToken, { method: 'POST' })).toMatchObject({ status: 200, body: { role: 'finance' } });
    expect((await call('/api/v3/current_user', accessToken)).body).toMatchObject({ company: { id: 'acme-data' }, company_role: 'finance' });
    // Signing in again finds the account: no second one.
    expect((await obtainSandboxTokens(sandbox(), 'brand.new@example.test')).accessToken).toBeTruthy();
  });
});
