import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import { createContext, useContext, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { ApiErrorFlashes } from './ApiErrorFlashes';
import { FlashMessage } from './FlashMessage';
import { useFlashesLeaveWithThePage } from './flashes-leave-with-the-page';

const flashComponents = {
  default: FlashMessage,
  success: FlashMessage,
  error: FlashMessage,
  warning: FlashMessage,
  info: FlashMessage,
};

/** At most this many flashes at once: more wait their turn rather than pile up over the page. */
export const MAX_FLASHES_SHOWN = 3;

/** Success, info and warning flashes close by themselves after this long (errors stay until dismissed). */
export const FLASH_AUTO_HIDE_MS = 8000;

/**
 * On a phone, flashes start below the top bar: the header's row, or a slide
 * panel's title row with its Close button (72 px each, 80 with room for a title
 * that wraps). Over them, a flash hid the panel's Close button, a touch target
 * obscured (WCAG 2.5.8, axe's target-size).
 */
export const PHONE_FLASHES_TOP_PX = 80;
const PHONE_FLASHES_CLASS = 'portal-flashes-on-a-phone';
const phoneFlashesBelowTheTopBar = <GlobalStyles styles={{ [`.${PHONE_FLASHES_CLASS}`]: { top: `${PHONE_FLASHES_TOP_PX}px !important` } }} />;

const InsideFlashMessages = createContext(false);

function LeaveWithThePage() {
  useFlashesLeaveWithThePage();
  return null;
}

/** Under a router, flashes close when the page changes; outside one (a component's story) there is no page. */
function PageWatcher() {
  return useInRouterContext() ? <LeaveWithThePage /> : null;
}

/**
 * Flash messages (notistack, drawn by FlashMessage) and the app-wide API error
 * handling of spec §8 (ApiErrorFlashes). Mounted by the root layout, not by
 * AppProviders, so notistack and MUI's Alert load beside the first screen
 * rather than in the entry chunk (README "Performance": entry JS ≤ 170 KB
 * gzip): every screen that flashes renders below the layout. Inside another
 * FlashMessages (a story's providers around the whole app) it adds only the
 * page watcher: one provider, and one subscription to the query errors.
 *
 * Where they show (issue 21 item 3): never over a slide panel's actions,
 * which sit at the panel's bottom right — bottom left on wider screens (the
 * panel comes from the right), at the top on phones (the panel is the whole
 * width), below the top bar with a panel's Close button. Identical messages
 * are shown once (`preventDuplicate`).
 */
export function FlashMessages({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (useContext(InsideFlashMessages))
    return (
      <>
        <PageWatcher />
        {children}
      </>
    );
  return (
    <InsideFlashMessages.Provider value>
      <SnackbarProvider
        maxSnack={MAX_FLASHES_SHOWN}
        preventDuplicate
        anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }}
        classes={{ containerAnchorOriginTopCenter: PHONE_FLASHES_CLASS }}
        Components={flashComponents}
        autoHideDuration={FLASH_AUTO_HIDE_MS}
      >
        {phoneFlashesBelowTheTopBar}
        <ApiErrorFlashes />
        <PageWatcher />
        {children}
      </SnackbarProvider>
    </InsideFlashMessages.Provider>
  );
}
