import { SnackbarProvider } from 'notistack';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiErrorFlashes } from './ApiErrorFlashes';
import { FlashMessage } from './FlashMessage';

const flashComponents = {
  default: FlashMessage,
  success: FlashMessage,
  error: FlashMessage,
  warning: FlashMessage,
  info: FlashMessage,
};

const InsideFlashMessages = createContext(false);

/**
 * Flash messages (notistack, drawn by FlashMessage) and the app-wide API error
 * handling of spec §8 (ApiErrorFlashes). Mounted by the root layout, not by
 * AppProviders, so notistack and MUI's Alert load beside the first screen
 * rather than in the entry chunk (README "Performance": entry JS ≤ 170 KB
 * gzip): every screen that flashes renders below the layout. Inside another
 * FlashMessages (a story's providers around the whole app) it adds nothing:
 * one provider, and one subscription to the query errors.
 */
export function FlashMessages({ children }: { children: ReactNode }) {
  if (useContext(InsideFlashMessages)) return children;
  return (
    <InsideFlashMessages.Provider value>
      <SnackbarProvider
        maxSnack={4}
        preventDuplicate
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={flashComponents}
        autoHideDuration={8000}
      >
        <ApiErrorFlashes />
        {children}
      </SnackbarProvider>
    </InsideFlashMessages.Provider>
  );
}
