/**
 * The portal's screens outside any one add-on, as the command palette finds
 * them (issue 31 item 12): each by its name and the words a user reaches for
 * ("token", "buildpack registry", "publish"). Here, beside the other paths,
 * so the palette can list them without importing the app's registry.
 */
import { ADDONS_PATH, type WorkspaceSectionSegment } from './addon-paths';
import { BUILDPACK_PUBLISH_PATH, BUILDPACKS_PATH } from './buildpack-screens';
import { readableBy, type CompanyPermissionUser } from './company-permission';
import type { CompanyAction } from './company-permissions';
import { OWN_COMPANY_PATH } from './company-screen-paths';
import { links } from './links';

/** The platform API access token screen (spec §2 protected routes). */
export const TOKEN_PATH = '/token';

/**
 * A screen the palette offers by name. `at` is its address, or — for a screen
 * that lives under an add-on (the company's information) — the workspace
 * section to open on the user's first add-on.
 */
export interface PortalScreen {
  label: string;
  /** Other words that find it, lower case; the label always does. */
  synonyms: readonly string[];
  at: string | { section: WorkspaceSectionSegment };
  /** Listed before anything is typed, so a new partner sees where to go. */
  suggested: boolean;
  /**
   * Words that name a part of the screen only some roles may see (issue 35 §2):
   * they find it only for a role the table gives `readAction`, so "users" does
   * not lead a Developer to a list they may not see.
   */
  roleWords?: { readAction: CompanyAction; synonyms: readonly string[] };
}

export const portalScreens: readonly PortalScreen[] = [
  { label: 'Add-ons', synonyms: ['addons', 'my add-ons', 'home'], at: ADDONS_PATH, suggested: true },
  {
    label: 'Company',
    synonyms: ['company information', 'supplier information'],
    roleWords: { readAction: 'viewUsers', synonyms: ['company users', 'users', 'team'] },
    // The user's own company, reachable with no add-on (issue 31 item 5), so a new partner finds it too.
    at: OWN_COMPANY_PATH,
    suggested: true,
  },
  { label: 'Buildpacks', synonyms: ['buildpack registry', 'registry'], at: BUILDPACKS_PATH, suggested: true },
  { label: 'Publish a buildpack', synonyms: ['publish', 'new buildpack'], at: BUILDPACK_PUBLISH_PATH, suggested: false },
  { label: 'API token', synonyms: ['token', 'access token', 'platform api token', 'cli'], at: TOKEN_PATH, suggested: true },
  { label: 'Add-ons changelog', synonyms: ['changelog', "what's new"], at: links.changelog, suggested: false },
  { label: 'Provider Program', synonyms: ['partner program', 'resources', 'join'], at: links.partnerProgram, suggested: false },
];

/** The portal's screens as this user's palette finds them: role words kept where the role may read what they name. */
export function portalScreensFor(user: CompanyPermissionUser | undefined): PortalScreen[] {
  return portalScreens.map((screen) => {
    if (!screen.roleWords) return screen;
    const readable = readableBy(user, [screen.roleWords]).length > 0;
    return readable ? { ...screen, synonyms: [...screen.synonyms, ...screen.roleWords.synonyms] } : screen;
  });
}
