import { ADDONS_PATH } from '../domain/addon-paths';
import { ADMIN_PATH } from '../domain/admin-paths';
import { BUILDPACKS_PATH } from '../domain/buildpack-screens';
import { links } from '../domain/links';
import { TOKEN_PATH } from '../domain/portal-screens';

/** The routes this build serves (spec §2). */
export const paths = {
  root: '/',
  addons: ADDONS_PATH,
  admin: ADMIN_PATH,
  /** The buildpack registry (spec §2 protected routes, issue 23). */
  buildpacks: BUILDPACKS_PATH,
  logOut: '/log-out',
  /**
   * Spec §2 protected routes: "A terms-agreement filter route redirects to the
   * add-ons list." Named as the spec names it, so links about the updated terms
   * (e-mails, the older portal) can keep pointing here; the add-ons list is where
   * the terms banner asks for acceptance.
   */
  termsAgreement: '/terms-agreement',
  /** The platform API access token (spec §2 protected routes). */
  token: TOKEN_PATH,
  /** Public: readable without signing in (spec §2 "Public routes"). */
  changelog: links.changelog,
  providerHome: links.partnerProgram,
} as const;

const publicPaths: readonly string[] = [paths.changelog, paths.providerHome];

/**
 * Whether `pathname` is a public page, read without a session (the router
 * matches paths case-insensitively and with a trailing slash; so does this).
 * The entry script asks /bff/visitor for those instead of /bff/session, whose
 * 401 an anonymous visitor must not see.
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.includes(path.toLowerCase());
}
