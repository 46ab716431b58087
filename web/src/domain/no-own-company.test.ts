import { describe, expect, it } from 'vitest';
import { noOwnCompanyNotice } from './no-own-company';

describe('noOwnCompanyNotice', () => {
  it('sends a platform admin to the admin companies screens', () => {
    const notice = noOwnCompanyNotice({ platformAdmin: true });
    expect(notice.links).toEqual([
      { label: 'Company addresses', to: '/admin/addresses' },
      { label: 'Company users', to: '/admin/users' },
    ]);
    expect(notice.title).toBe('Platform administrators have no company of their own');
    expect(notice.description).toBe("Every partner company's addresses and users are in the admin area.");
  });

  it.each([{ platformAdmin: false }, null, undefined])('tells anyone else (%o) who can add them, with a way back to their add-ons', (user) => {
    const notice = noOwnCompanyNotice(user);
    expect(notice.title).toBe('No company');
    expect(notice.description).toMatch(/Ask a user of your company to add you/);
    expect(notice.links).toEqual([{ label: 'Your add-ons', to: '/addons' }]);
  });
});
