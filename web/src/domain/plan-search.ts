/**
 * The plans list's search (issue 21 item 11: "no search by name or slug" on an
 * add-on with 1 000 plans). A plan matches when its name or slug contains
 * every word of the query, case-insensitively, so "standard 2" finds
 * "Standard 2" and "standard-2" alike.
 */

/** What a search looks at: the name a partner reads and the slug customers type. */
export interface SearchablePlan {
  name: string;
  slug: string;
}

function words(query: string): string[] {
  return query.toLocaleLowerCase().split(/[\s\-_]+/).filter(Boolean);
}

/**
 * A predicate for `query`; an empty (or blank) query matches every plan.
 * The words are split once here, not per plan, so filtering 1 000 plans per
 * keystroke is a thousand substring checks.
 */
export function planSearchPredicate(query: string): (plan: SearchablePlan) => boolean {
  const wanted = words(query);
  if (wanted.length === 0) return () => true;
  return (plan) => {
    const haystack = `${plan.name} ${plan.slug}`.toLocaleLowerCase().replace(/[\s\-_]+/g, ' ');
    return wanted.every((word) => haystack.includes(word));
  };
}

/** The URL search parameter that keeps the query, so a reload or a shared link shows the same plans. */
export const PLAN_SEARCH_PARAM = 'q';

/**
 * `path` (a plans panel, or the list itself) with the list's search carried
 * over from `currentSearch`: a panel opened from a searched list shows the same
 * list behind it, and closing it comes back to that list (issue 21 item 11).
 * Only the search is carried; any other parameter of the current address stays behind.
 */
export function keepPlanSearch(path: string, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch).get(PLAN_SEARCH_PARAM);
  if (!query) return path;
  const [pathname = '', pathSearch = ''] = path.split('?', 2);
  const params = new URLSearchParams(pathSearch);
  params.set(PLAN_SEARCH_PARAM, query);
  return `${pathname}?${params.toString()}`;
}
