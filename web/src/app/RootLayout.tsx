import { useEffect, useRef } from 'react';
import { Outlet, useMatches } from 'react-router';
import { isPlatformAdmin } from '../domain/permissions';
import { FlashMessages } from './FlashMessages';
import { LegacyPortalBanner, useLegacyPortalBanner } from './LegacyPortalBanner';
import { SessionGuard } from './SessionGuard';
import { MAIN_CONTENT_ID, Shell } from './Shell';

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
function useFocusMainOnNavigate() {
  const pageKey = usePageKey();
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return;
    previous.current = pageKey;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
  }, [pageKey]);
}

function SignedInLayout({ name, email, isAdmin }: { name: string; email: string; isAdmin: boolean }) {
  useFocusMainOnNavigate();
  const legacyPortal = useLegacyPortalBanner();
  // The dismiss button goes away with the banner: focus moves on to the page, not to the document.
  const dismissLegacyPortal = () => {
    document.getElementById(MAIN_CONTENT_ID)?.focus();
    legacyPortal.dismiss();
  };
  return (
    <Shell
      user={{ name, email, isPlatformAdmin: isPlatformAdmin({ platformAdmin: isAdmin }) }}
      banners={legacyPortal.shown ? <LegacyPortalBanner onDismiss={dismissLegacyPortal} /> : undefined}
    >
      <Outlet />
    </Shell>
  );
}

/** The root route: flash messages, the session guard, then the shell around the matched page. */
export function RootLayout() {
  return (
    <FlashMessages>
      <SessionGuard>{(session) => <SignedInLayout {...session} />}</SessionGuard>
    </FlashMessages>
  );
}
