import { describe, expect, it } from 'vitest';
import { isPlatformAdmin } from '../../bff/auth/platform-admin';
import { isPlatformAdminEmail } from '../../fixtures/model/viewer';

/**
 * Issue 22: the sandbox must decide "platform admin" exactly as the BFF does,
 * or the portal shows admin screens the sandbox then refuses (or the other way
 * round). The two cannot share code (bff/ imports nothing from fixtures/), so
 * this table holds them together.
 */
const emails = [
  'admin@platform.test', 'Admin@PLATFORM.test', ' admin@platform.test ', '\tadmin@platform.test\n',
  '@platform.test', 'platform.test', 'admin@', '@', '', 'a@b@platform.test', 'admin@platform.test@evil.test',
  'admin@evilplatform.test', 'admin@platform.test.evil', 'admin@sub.platform.test', 'admin@platform.tes',
  'partner@acme.test', 'admin@ platform.test', 'admin @platform.test',
];
const domains = ['platform.test', 'PLATFORM.TEST', ' platform.test ', 'acme.test', ''];

describe('platform admin: the sandbox and the BFF agree', () => {
  const cases = domains.flatMap((domain) => emails.map((email) => [email, domain] as const));
  it.each(cases)('%j at domain %j', (email, domain) => {
    const bff = isPlatformAdmin(email, { emailDomain: domain.trim().toLowerCase(), emails: new Set() });
    expect(isPlatformAdminEmail(email, domain)).toBe(bff);
  });

  it('are not trivially agreeing: both say yes to the platform domain and no to a partner', () => {
    expect(isPlatformAdminEmail('admin@platform.test', 'platform.test')).toBe(true);
    expect(isPlatformAdminEmail('partner@acme.test', 'platform.test')).toBe(false);
  });
});
