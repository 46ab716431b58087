import { describe, expect, it } from 'vitest';
import { isPlatformAdmin } from './platform-admin';

const admin = { emailDomain: 'platform.test', emails: new Set(['ops@acme.test']) };

describe('isPlatformAdmin', () => {
  it('is true for the platform company e-mail domain, in any case', () => {
    expect(isPlatformAdmin('admin@platform.test', admin)).toBe(true);
    expect(isPlatformAdmin('Admin@Platform.Test', admin)).toBe(true);
  });

  it('is true for e-mails listed in the environment override', () => {
    expect(isPlatformAdmin('ops@acme.test', admin)).toBe(true);
  });

  it('is false for partners and look-alike domains', () => {
    expect(isPlatformAdmin('partner@acme.test', admin)).toBe(false);
    expect(isPlatformAdmin('eve@evilplatform.test', admin)).toBe(false);
    expect(isPlatformAdmin('eve@platform.test.evil', admin)).toBe(false);
    expect(isPlatformAdmin('platform.test', admin)).toBe(false);
  });

  it('makes nobody an admin by domain when the domain is empty (production with ADMIN_EMAILS only)', () => {
    const listOnly = { emailDomain: '', emails: new Set(['ops@acme.test']) };
    expect(isPlatformAdmin('ops@acme.test', listOnly)).toBe(true);
    expect(isPlatformAdmin('someone@', listOnly)).toBe(false);
    expect(isPlatformAdmin('@', listOnly)).toBe(false);
  });
});
