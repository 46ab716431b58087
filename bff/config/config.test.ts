import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

const base = {
  OIDC_ISSUER: 'https://idp.example',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  PARTNER_API_URL: 'https://partner-api.example',
  PLATFORM_API_URL: 'https://api.example',
  CODE_HOSTING_API_URL: 'https://code.example',
  BUILDPACK_REGISTRY_URL: 'https://buildpack-registry.example',
};
const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ADMIN_EMAIL_DOMAIN: 'platform.example' };

describe('the session cookie follows the public URL (issue 22)', () => {
  it.each(['development', 'test', 'production'])('is Secure and __Host- behind an https: PUBLIC_URL with NODE_ENV=%s', (NODE_ENV) => {
    const { session } = loadConfig({ ...production, NODE_ENV, PUBLIC_URL: 'https://portal.example' });
    expect(session).toMatchObject({ cookieSecure: true, cookieName: '__Host-portal.sid' });
  });

  it('stays plain on an http: development URL, and Secure in production by default', () => {
    expect(loadConfig(base).session).toMatchObject({ cookieSecure: false, cookieName: 'portal.sid' });
    expect(loadConfig(production).session).toMatchObject({ cookieSecure: true, cookieName: '__Host-portal.sid' });
  });

  it('refuses COOKIE_SECURE=false with an https: PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://portal.example', COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE/);
  });
});

describe('who the admins are is explicit in production (issue 22)', () => {
  it('refuses to start in production with neither ADMIN_EMAIL_DOMAIN nor ADMIN_EMAILS', () => {
    const { ADMIN_EMAIL_DOMAIN: _domain, ...withoutAdmins } = production;
    expect(() => loadConfig(withoutAdmins)).toThrow(/ADMIN_EMAIL_DOMAIN or ADMIN_EMAILS is required in production/);
    expect(() => loadConfig({ ...withoutAdmins, ADMIN_EMAILS: ' , ' })).toThrow(/ADMIN_EMAIL_DOMAIN/);
  });

  it('starts with ADMIN_EMAILS alone, and then no domain makes admins', () => {
    const { ADMIN_EMAIL_DOMAIN: _domain, ...withoutDomain } = production;
    expect(loadConfig({ ...withoutDomain, ADMIN_EMAILS: 'Ops@Example.com' }).admin).toEqual({ emailDomain: '', emails: new Set(['ops@example.com']) });
  });

  it('keeps the sandbox domain as the default outside production', () => {
    expect(loadConfig(base).admin.emailDomain).toBe('platform.test');
    expect(loadConfig({ ...base, ADMIN_EMAIL_DOMAIN: 'Platform.Example' }).admin.emailDomain).toBe('platform.example');
  });
});

describe('METRICS_PORT (issue 32)', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig(base).metricsPort).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });

  it('is a port of its own', () => {
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ ...base, PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('refuses the public port and anything that is not a port, naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
