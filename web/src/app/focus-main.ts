import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from './Shell';

/**
 * Which page is showing: the deepest matched route and its parameters. A
 * screen's own sub-routes (the listing's panels, matched by its `*`) are not
 * new pages: opening or closing one must leave focus to the panel, which
 * returns it to the button that opened it.
 */
function usePageKey(): string {
  const page = useMatches().at(-1);
  if (!page) return '';
  const { '*': _subRoute, ...params } = page.params;
  return `${page.id} ${JSON.stringify(params)}`;
}

/** After client-side navigation to another page, focus moves to its content (not on first load). */
export function useFocusMainOnNavigate() {
  const pageKey = usePageKey();
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return;
    previous.current = pageKey;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
  }, [pageKey]);
}
