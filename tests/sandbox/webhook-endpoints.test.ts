/**
 * Webhook endpoints over real HTTP (issue 34 §3): who may register and read
 * them, the address rule (https; http only to loopback, as this is the
 * sandbox), the events, and the secret shown once.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { webhookEndpointSchema, webhookEndpointWithSecretSchema } from '../../web/src/api/webhooks';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const listPath = (slug: string) => `/api/v3/addons/${slug}/webhook_endpoints`;
const post = (slug: string, body: unknown, token = tokens.partner) =>
  call(listPath(slug), token, { method: 'POST', body: JSON.stringify(body) });

async function register(slug = 'acme-stream', token = tokens.partner) {
  const answer = await post(slug, { url: 'https://hooks.acme.test/heroku', events: ['approval.decided'] }, token);
  expect(answer.status).toBe(201);
  return webhookEndpointWithSecretSchema.parse(answer.body);
}

function fieldsOf(body: unknown): Record<string, string[]> {
  return validationErrorSchema.parse(body).errors;
}

describe('registering an endpoint', () => {
  it('answers 201 with a whsec_ secret, which the list never shows again', async () => {
    const created = await register();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.enabled).toBe(true);
    const list = await call(listPath('acme-stream'), tokens.partner);
    expect(list.status).toBe(200);
    const listed = webhookEndpointSchema.array().parse(list.body).find((each) => each.id === created.id)!;
    expect(listed.events).toEqual(['approval.decided']);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(created.secret.startsWith(listed.secret_hint.replace('…', ''))).toBe(true);
  });

  it('takes https anywhere and http only to loopback; anything else is a 422 on url', async () => {
    for (const url of ['https://hooks.acme.test/x', 'http://localhost:4999/hooks', 'http://127.0.0.1:4999/hooks']) {
      expect((await post('acme-stream', { url, events: ['approval.decided'] })).status, url).toBe(201);
    }
    for (const url of ['http://hooks.acme.test/x', 'ftp://hooks.acme.test/x', 'https://user:pw@hooks.acme.test/', '', 'nonsense']) {
      const answer = await post('acme-stream', { url, events: ['approval.decided'] });
      expect(answer.status, url).toBe(422);
      expect(Object.keys(fieldsOf(answer.body)), url).toEqual(['url']);
    }
  });

  it('takes only the named events, at least one, each once; anything else is a 422 on events', async () => {
    const all = ['resource.provisioned', 'resource.deprovisioned', 'resource.plan_changed', 'approval.decided', 'progression.decided', 'repricing.status_changed', 'automatic_review.finished'];
    expect((await post('acme-stream', { url: 'https://hooks.acme.test/x', events: all })).status).toBe(201);
    for (const events of [[], ['approval.exploded'], ['approval.decided', 'approval.decided'], 'approval.decided']) {
      const answer = await post('acme-stream', { url: 'https://hooks.acme.test/x', events });
      expect(answer.status, JSON.stringify(events)).toBe(422);
      expect(Object.keys(fieldsOf(answer.body)).every((field) => field.startsWith('events')), JSON.stringify(events)).toBe(true);
    }
  });
});

describe('who sees and changes endpoints', () => {
  it('another company’s partner gets 404 for the add-on and for its endpoints; admins reach every company’s', async () => {
    const created = await register();
    const other = await call(listPath('acme-stream'), tokens.solo);
    expect(other.status).toBe(404);
    expect(apiErrorSchema.parse(other.body).message).toBe('Add-on not found.');
    expect((await post('acme-stream', { url: 'https://x.test/', events: ['approval.decided'] }, tokens.solo)).status).toBe(404);
    const patchAsOther = await call(`${listPath('acme-stream')}/${created.id}`, tokens.solo, { method: 'PATCH', body: '{"enabled":false}' });
    expect(patchAsOther.status).toBe(404);
    expect((await call(`${listPath('acme-stream')}/${created.id}`, tokens.solo, { method: 'DELETE' })).status).toBe(404);

    expect((await call(listPath('acme-stream'), tokens.admin)).status).toBe(200);
    expect((await call(listPath('northwind-apm'), tokens.admin)).status).toBe(200);
    expect((await call(listPath('northwind-apm'), tokens.partner)).status).toBe(404);
  });

  it('an endpoint is reached only under its own add-on', async () => {
    const created = await register('northwind-apm', tokens.admin);
    const viaOtherAddon = await call(`${listPath('acme-stream')}/${created.id}`, tokens.partner, { method: 'PATCH', body: '{"enabled":false}' });
    expect(viaOtherAddon.status).toBe(404);
    expect(apiErrorSchema.parse(viaOtherAddon.body).message).toBe('Webhook endpoint not found.');
  });

  it('PATCH switches off and on, changes the address under the same rule; DELETE removes it', async () => {
    const created = await register();
    const path = `${listPath('acme-stream')}/${created.id}`;
    const off = await call(path, tokens.partner, { method: 'PATCH', body: '{"enabled":false}' });
    expect(webhookEndpointSchema.parse(off.body)).toMatchObject({ enabled: false, disabled_reason: 'partner' });
    const on = await call(path, tokens.partner, { method: 'PATCH', body: '{"enabled":true}' });
    expect(webhookEndpointSchema.parse(on.body)).toMatchObject({ enabled: true, disabled_reason: null });
    const badUrl = await call(path, tokens.partner, { method: 'PATCH', body: '{"url":"http://hooks.acme.test/"}' });
    expect(badUrl.status).toBe(422);
    expect(Object.keys(fieldsOf(badUrl.body))).toEqual(['url']);
    expect((await call(path, tokens.partner, { method: 'DELETE' })).status).toBe(204);
    expect((await call(path, tokens.partner, { method: 'DELETE' })).status).toBe(404);
  });
});
