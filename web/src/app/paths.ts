import { ADDONS_PATH } from '../domain/addon-paths';
import { ADMIN_PATH } from '../domain/admin-paths';
import { links } from '../domain/links';

/** The routes this build serves (spec §2). */
export const paths = {
  root: '/',
  addons: ADDONS_PATH,
  admin: ADMIN_PATH,
  logOut: '/log-out',
  /** The platform API access token (spec §2 protected routes). */
  token: '/token',
  /** Public: readable without signing in (spec §2 "Public routes"). */
  changelog: links.changelog,
  providerHome: links.partnerProgram,
} as const;
