import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isPlatformAdmin } from '../domain/permissions';
import { SessionGuard } from './SessionGuard';
import { MAIN_CONTENT_ID, Shell } from './Shell';

/** After client-side navigation, focus moves to the new page's content (not on first load). */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
  }, [pathname]);
}

function SignedInLayout({ name, email, isAdmin }: { name: string; email: string; isAdmin: boolean }) {
  useFocusMainOnNavigate();
  return (
    <Shell user={{ name, email, isPlatformAdmin: isPlatformAdmin({ platformAdmin: isAdmin }) }}>
      <Outlet />
    </Shell>
  );
}

/** The root route: session guard, then the shell around the matched page. */
export function RootLayout() {
  return <SessionGuard>{(session) => <SignedInLayout {...session} />}</SessionGuard>;
}
