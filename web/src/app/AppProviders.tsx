import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { themeWithNonce } from '../theme/theme';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { redirectToSignIn, SignInRedirectContext, type SignInRedirect } from './sign-in';
import { SignInLoopGuard } from './SignInLoopGuard';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to a fresh client with the app's defaults (`createQueryClient`). */
  queryClient?: QueryClient;
  /**
   * Forces a scheme and remembers nothing (stories). Without it the app uses
   * the visitor's choice from the header's ThemeSwitch, kept in this browser's
   * localStorage by MUI (keys `mui-mode`, `mui-color-scheme-*`), else the OS.
   */
  colorScheme?: 'light' | 'dark' | 'system';
  /** Called with the path to return to when the user must sign in; defaults to the real redirect. */
  onSignInRequired?: SignInRedirect;
  /** Defaults to a cache carrying the page's CSP nonce. */
  emotionCache?: EmotionCache;
}

/**
 * Everything the app (and every story) renders inside: emotion cache with the
 * CSP nonce, MUI theme + baseline, TanStack Query and the sign-in loop guard.
 * Flash messages and the API error handling of spec §8 are FlashMessages,
 * which the root layout mounts (and stories add around this).
 */
export function AppProviders({
  children,
  queryClient,
  colorScheme,
  onSignInRequired = redirectToSignIn,
  emotionCache,
}: AppProvidersProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const [ownCache] = useState(() => emotionCache ?? createEmotionCache());
  const cache = emotionCache ?? ownCache;
  const [theme] = useState(() => themeWithNonce(cache.nonce));
  return (
    <CacheProvider value={cache}>
      {/* The storage default is MUI's localStorage manager; index.html's init
          script reads the same keys, so the first paint has the right scheme. */}
      <ThemeProvider
        key={colorScheme ?? 'remembered'}
        theme={theme}
        defaultMode={colorScheme ?? 'system'}
        {...(colorScheme ? { storageManager: null } : {})}
        noSsr
      >
        <CssBaseline enableColorScheme />
        <SignInRedirectContext.Provider value={onSignInRequired}>
          <QueryClientProvider client={queryClient ?? ownQueryClient}>
            {/* Inside the providers (the explanation page uses the theme),
                around everything that can meet a 401. */}
            <SignInLoopGuard>{children}</SignInLoopGuard>
          </QueryClientProvider>
        </SignInRedirectContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
