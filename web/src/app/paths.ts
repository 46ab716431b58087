import { ADDONS_PATH } from '../domain/addon-paths';
import { ADMIN_PATH } from '../domain/admin-paths';

/** The routes this build serves (spec §2). */
export const paths = {
  root: '/',
  addons: ADDONS_PATH,
  admin: ADMIN_PATH,
  logOut: '/log-out',
  /** The platform API access token (spec §2 protected routes). */
  token: '/token',
} as const;
