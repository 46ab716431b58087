import { Outlet } from 'react-router';
import { isPlatformAdmin } from '../domain/permissions';
import { FlashMessages } from './FlashMessages';
import { useFocusMainOnNavigate } from './focus-main';
import { SessionGuard } from './SessionGuard';
import { Shell } from './Shell';

function SignedInLayout({ name, email, isAdmin }: { name: string; email: string; isAdmin: boolean }) {
  useFocusMainOnNavigate();
  return (
    <Shell user={{ name, email, isPlatformAdmin: isPlatformAdmin({ platformAdmin: isAdmin }) }}>
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
