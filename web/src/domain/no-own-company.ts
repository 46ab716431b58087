/**
 * `/company` for an account that belongs to no company (issue 31, "no way on"):
 * a platform admin is outside company roles (spec §6) and reaches every
 * company from the admin area, so they are sent there; anyone else is told who
 * can add them. Never an empty page with nothing to do.
 */
import { adminPath } from './admin-paths';
import { isPlatformAdmin, type PlatformRole } from './permissions';

export interface NoOwnCompanyNotice {
  title: string;
  description: string;
  /** Where to go instead: each a link the page shows. */
  links: { label: string; to: string }[];
}

export function noOwnCompanyNotice(user: PlatformRole | null | undefined): NoOwnCompanyNotice {
  if (isPlatformAdmin(user)) {
    return {
      title: 'Platform administrators have no company of their own',
      description: "Every partner company's addresses and users are in the admin area.",
      links: [
        { label: 'Company addresses', to: adminPath('addresses') },
        { label: 'Company users', to: adminPath('users') },
      ],
    };
  }
  return {
    title: 'No company',
    description: "This account is not a user of any company yet. Ask a user of your company to add you with this account's e-mail address.",
    links: [{ label: 'Your add-ons', to: '/addons' }],
  };
}
