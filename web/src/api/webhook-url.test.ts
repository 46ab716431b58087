import { describe, expect, it } from 'vitest';
import { isAllowedWebhookUrl } from './webhook-url';

describe('a webhook endpoint address', () => {
  it('https to a real host is taken everywhere', () => {
    expect(isAllowedWebhookUrl('https://hooks.acme.test/heroku', false)).toBe(true);
    expect(isAllowedWebhookUrl('https://hooks.acme.test:8443/x?y=1', true)).toBe(true);
  });

  it('plain http is refused, except to loopback in the sandbox', () => {
    expect(isAllowedWebhookUrl('http://hooks.acme.test/heroku', true)).toBe(false);
    expect(isAllowedWebhookUrl('http://localhost:4010/hooks', false)).toBe(false);
    expect(isAllowedWebhookUrl('http://localhost:4010/hooks', true)).toBe(true);
    expect(isAllowedWebhookUrl('http://127.0.0.1:4010/hooks', true)).toBe(true);
    expect(isAllowedWebhookUrl('http://[::1]:4010/hooks', true)).toBe(true);
    expect(isAllowedWebhookUrl('http://127.0.0.1.evil.test/', true)).toBe(false);
  });

  it('other schemes, credentials in the address and non-addresses are refused', () => {
    expect(isAllowedWebhookUrl('ftp://hooks.acme.test/', true)).toBe(false);
    expect(isAllowedWebhookUrl('https://user:pw@hooks.acme.test/', true)).toBe(false);
    expect(isAllowedWebhookUrl('not a url', true)).toBe(false);
    expect(isAllowedWebhookUrl('https://intranet/', false)).toBe(false);
  });
});
