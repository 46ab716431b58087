import { ADDONS_PATH } from '../domain/addon-paths';
import { ADMIN_PATH } from '../domain/admin-paths';

/** The routes this build serves (spec §2). */
export const paths = {
  root: '/',
  addons: ADDONS_PATH,
  admin: ADMIN_PATH,
  logOut: '/log-out',
  /**
   * Spec §2 protected routes: "A terms-agreement filter route redirects to the
   * add-ons list." Named as the spec names it, so links about the updated terms
   * (e-mails, the older portal) can keep pointing here; the add-ons list is where
   * the terms banner asks for acceptance.
   */
  termsAgreement: '/terms-agreement',
  /** The platform API access token (spec §2 protected routes). */
  token: '/token',
} as const;
