import { Outlet } from 'react-router';
import { isPlatformAdmin } from '../domain/permissions';
import { FlashMessages } from './FlashMessages';
import { useFocusMainOnNavigate } from './focus-main';
import { LegacyPortalBanner, useLegacyPortalBanner } from './LegacyPortalBanner';
import { SessionGuard } from './SessionGuard';
import { MAIN_CONTENT_ID, Shell } from './Shell';

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
