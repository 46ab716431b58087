/**
 * Which "page" a flash message belongs to (issue 21 item 3: toasts leave with
 * the page). A page is what the navigation names — an add-on's section
 * (`/addons/{slug}/{section}`), an admin screen (`/admin/{screen}`), any
 * other top-level route — so a slide panel opening or closing within it
 * (`/addons/{slug}/plans/new` → `/addons/{slug}/plans`) keeps the flash that
 * says the panel's save worked, while going to another section or screen
 * lets it go.
 */
export function flashPageOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first] = segments;
  const depth = first === 'addons' ? 3 : 2;
  return `/${segments.slice(0, depth).join('/')}`;
}

/**
 * A flash raised just before the page changed was raised by what changed it
 * (a save that closes its panel and moves on, a shutdown, revoking one's own
 * access): it is the news on the new page, not a leftover of the old one.
 */
export const FLASH_FOLLOWS_NAVIGATION_MS = 1500;

export function flashLeavesWithPage(raisedAt: number, pageChangedAt: number): boolean {
  return pageChangedAt - raisedAt > FLASH_FOLLOWS_NAVIGATION_MS;
}
