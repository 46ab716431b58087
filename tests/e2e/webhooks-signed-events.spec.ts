import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'svix';
import { expectNoAxeViolations, signIn } from './journeys';

/**
 * Outbound webhooks end to end (issue 34 §3): a partner registers an endpoint
 * pointing at a receiver this test starts on loopback, copies the signing
 * secret from the one dialog that shows it, an admin decides an approval of
 * the add-on in their own browser, and the receiver verifies the delivery
 * with svix (the sandbox signs with the standardwebhooks package); the
 * partner's delivery log shows it delivered.
 */
const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
const approvalId = 'acme-insights-approval-2';

interface Received {
  headers: Record<string, string>;
  body: string;
}

const received: Received[] = [];
let server: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now()}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a partner registers an endpoint, copies its secret, and receives a signed event when an admin decides an approval', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The admin, in a browser of their own, re-opens the add-on's technical approval first (the journeys share one sandbox),
  // before the endpoint exists, so the only delivery is the decision below.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@platform.test', '/addons/acme-insights/next-steps');
  await expect(admin.getByRole('heading', { level: 1, name: 'Acme Insights' })).toBeVisible();
  expect((await admin.request.patch(`/api/v3/approvals/${approvalId}`, { headers, data: { state: 'pending' } })).status()).toBe(200);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'partner@acme.test', '/addons/acme-insights/integration/webhooks');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Register endpoint' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Register endpoint' });
  await panel.getByRole('textbox', { name: /^Endpoint URL/ }).fill(receiverUrl);
  await panel.getByRole('checkbox', { name: 'Approval decided' }).check();
  await panel.getByRole('button', { name: 'Register endpoint' }).click();

  const dialog = page.getByRole('dialog', { name: 'Endpoint registered: its signing secret' });
  await expect(dialog.getByText(/you won't see it again/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy signing secret' }).click();
  await expect(page.getByText('Signing secret copied to the clipboard.')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_/);
  await expect(dialog.getByLabel('Signing secret', { exact: true })).toHaveText(secret);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  const card = section.getByRole('listitem').filter({ hasText: receiverUrl });
  await expect(card.getByText(`Signing secret starts ${secret.slice(0, 10)}…`)).toBeVisible();

  // The admin decides it.
  await admin.reload();
  await admin.getByRole('link', { name: 'Edit Details of Technical Approval' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Technical Approval' });
  await edit.getByRole('radio', { name: 'Approved' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await admin.context().close();

  // The receiver gets it, and svix verifies it with the secret the partner copied.
  await expect.poll(() => received.some((each) => (JSON.parse(each.body) as { type: string }).type === 'approval.decided'), { timeout: 15_000 }).toBe(true);
  const delivery = received.find((each) => (JSON.parse(each.body) as { type: string }).type === 'approval.decided')!;
  const payload = new Webhook(secret).verify(delivery.body, delivery.headers) as { data: { approval_id: string; state: string } };
  expect(payload.data).toMatchObject({ approval_id: approvalId, state: 'approved' });
  expect(() => new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(delivery.body, delivery.headers)).toThrow();

  // The partner's delivery log shows it delivered, with the request as sent.
  await card.getByRole('button', { name: 'Delivery log' }).click();
  const log = card.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText('Approval decided')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  await log.getByRole('button', { name: 'Show request and response' }).click();
  await expect(log.getByRole('region', { name: 'Request, attempt 1' })).toContainText(`webhook-id: ${delivery.headers['webhook-id']}`);
  await expectNoAxeViolations(page);
});
