import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

// Development asked for by name: against a real issuer, an unset NODE_ENV is refused (issue 32 §5.5).
const base = {
  NODE_ENV: 'development',
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

describe('development defaults only when asked for by name (issue 32 §5.5)', () => {
  const { NODE_ENV: _unset, ...unnamed } = base;
  const REAL_ISSUERS = ['https://idp.example', 'https://login.example.com/realms/partners', 'http://idp.internal:8080', 'http://10.0.0.5:4001', 'http://127.0.0.1.nip.io:4001', 'http://localhost.example:4001'];
  const SANDBOX_ISSUERS = ['http://127.0.0.1:4001', 'http://localhost:4001', 'http://[::1]:4001', 'http://127.1.2.3:4001', 'http://idp.localhost:4001'];

  it.each(REAL_ISSUERS)('refuses to start with NODE_ENV unset against %s, naming what to set', (OIDC_ISSUER) => {
    const start = () => loadConfig({ ...unnamed, OIDC_ISSUER });
    expect(start).toThrow(/NODE_ENV: not set, and OIDC_ISSUER \(.+\) is not the local sandbox/);
    expect(start).toThrow(/NODE_ENV=production \(with SESSION_SECRET and ADMIN_EMAIL_DOMAIN or ADMIN_EMAILS\)/);
    expect(start).toThrow(/NODE_ENV=development or PORTAL_DEV_DEFAULTS=1/);
  });

  it('refuses even with a secret, an admin domain and an https: URL set: NODE_ENV unset is not production', () => {
    expect(() => loadConfig({ ...unnamed, SESSION_SECRET: 's'.repeat(32), ADMIN_EMAIL_DOMAIN: 'platform.example', PUBLIC_URL: 'https://portal.example' })).toThrow(/NODE_ENV: not set/);
  });

  it.each(REAL_ISSUERS)('starts against %s when development is named, or in production', (OIDC_ISSUER) => {
    expect(loadConfig({ ...unnamed, OIDC_ISSUER, NODE_ENV: 'development' })).toMatchObject({ env: 'development', session: { secretGenerated: true } });
    expect(loadConfig({ ...unnamed, OIDC_ISSUER, PORTAL_DEV_DEFAULTS: '1' })).toMatchObject({ env: 'development', session: { secretGenerated: true } });
    expect(loadConfig({ ...unnamed, OIDC_ISSUER, NODE_ENV: 'test' }).env).toBe('test');
    expect(loadConfig({ ...production, OIDC_ISSUER })).toMatchObject({ env: 'production', session: { secretGenerated: false, cookieSecure: true } });
  });

  it.each(SANDBOX_ISSUERS)('starts with NODE_ENV unset against the sandbox at %s (npm start)', (OIDC_ISSUER) => {
    expect(loadConfig({ ...unnamed, OIDC_ISSUER })).toMatchObject({ env: 'development', admin: { emailDomain: 'platform.test' } });
  });

  it('refuses PORTAL_DEV_DEFAULTS beside NODE_ENV=production, and anything but a yes or no', () => {
    expect(() => loadConfig({ ...production, PORTAL_DEV_DEFAULTS: '1' })).toThrow(/PORTAL_DEV_DEFAULTS cannot be used with NODE_ENV=production/);
    expect(() => loadConfig({ ...unnamed, PORTAL_DEV_DEFAULTS: 'yes' })).toThrow(/PORTAL_DEV_DEFAULTS/);
    expect(() => loadConfig({ ...unnamed, PORTAL_DEV_DEFAULTS: '0' })).toThrow(/NODE_ENV: not set/);
  });
});

describe('CHANGELOG_RATE_LIMIT_PER_MINUTE (issue 32 §5.5)', () => {
  it('defaults to 120 per client and minute, and takes a positive whole number only', () => {
    expect(loadConfig(base).changelogRateLimitPerMinute).toBe(120);
    expect(loadConfig({ ...base, CHANGELOG_RATE_LIMIT_PER_MINUTE: '5' }).changelogRateLimitPerMinute).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'many']) expect(() => loadConfig({ ...base, CHANGELOG_RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(/CHANGELOG_RATE_LIMIT_PER_MINUTE/);
  });
});

describe('Redis behind sentinels (issue 32 §4)', () => {
  it('reads REDIS_SENTINELS as host:port pairs with the monitored name', () => {
    const { redisSentinel } = loadConfig({ ...base, REDIS_SENTINELS: 'redis-a:26379, 10.0.0.2:26380', REDIS_SENTINEL_NAME: 'portal' });
    expect(redisSentinel).toEqual({ name: 'portal', nodes: [{ host: 'redis-a', port: 26379 }, { host: '10.0.0.2', port: 26380 }] });
    expect(loadConfig(base).redisSentinel).toBeUndefined();
  });

  it('refuses a malformed list, a list without a name, a name without a list, and both REDIS_URL and sentinels', () => {
    expect(() => loadConfig({ ...base, REDIS_SENTINELS: 'redis-a', REDIS_SENTINEL_NAME: 'portal' })).toThrow(/REDIS_SENTINELS.*host:port/);
    expect(() => loadConfig({ ...base, REDIS_SENTINELS: 'redis-a:26379' })).toThrow(/REDIS_SENTINEL_NAME/);
    expect(() => loadConfig({ ...base, REDIS_SENTINEL_NAME: 'portal' })).toThrow(/REDIS_SENTINEL_NAME/);
    expect(() => loadConfig({ ...base, REDIS_URL: 'redis://redis:6379', REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'portal' })).toThrow(/not both/);
  });
});
