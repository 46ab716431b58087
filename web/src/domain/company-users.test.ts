import { describe, expect, it } from 'vitest';
import { LAST_COMPANY_USER_REASON, revokeRefusal } from './company-users';

describe('revokeRefusal', () => {
  it('refuses the last user of a company, saying why', () => {
    expect(revokeRefusal(1)).toBe(LAST_COMPANY_USER_REASON);
    expect(LAST_COMPANY_USER_REASON).toMatch(/last user cannot be removed/);
  });

  it('allows any user while there are others', () => {
    expect(revokeRefusal(2)).toBeNull();
    expect(revokeRefusal(3)).toBeNull();
  });
});
