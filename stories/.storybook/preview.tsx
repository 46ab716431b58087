import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useCallback, useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { AppProviders } from '../../web/src/app/AppProviders';
import { createEmotionCache } from '../../web/src/app/emotion-cache';
import { FlashMessages } from '../../web/src/app/FlashMessages';
import { createQueryClient } from '../../web/src/app/query-client';
import { LEGACY_PORTAL_BANNER_STORAGE_KEY } from '../../web/src/app/legacy-portal-banner';
import { forgetAutomaticSignIns } from '../../web/src/app/sign-in-guard';
import { AXE_RUN_OPTIONS } from '../support/axe-rules';
import { checkOtherScheme } from '../support/other-scheme-axe';
import { MAX_PAGE_LOADS, signInRequired, type SignInParameters } from '../support/sign-in';

/**
 * Every story runs inside the SPA's own providers (theme, TanStack Query,
 * flash messages, API error handling), answered by MSW from the sandbox
 * fixtures (`parameters.msw.handlers`, see fixtures/msw).
 */

// The worker (stories/public) is served beside the page, also when the built
// gallery lives under a sub-path such as /ui-components/: a relative URL.
initialize({
  quiet: true,
  onUnhandledRequest: 'bypass',
  serviceWorker: { url: './mockServiceWorker.js' },
});

// Page stories load the route code lazily, as the SPA does; on a cold dev
// server that can take a few seconds, so `findBy…` and `waitFor` wait longer.
// CI runs every test project at once on two cores: a save and its flashes
// once took over 8 s there (MarketplaceListing EditWithPreviewAndReview).
configure({ asyncUtilTimeout: 15_000 });

type ColorScheme = 'light' | 'dark';

/** The app's query defaults, minus retries: an error story fails at once. */
function createStoryQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

interface StoryProvidersProps {
  colorScheme: ColorScheme;
  onSignInRequired: (returnTo: string) => void;
  children: ReactNode;
}

function StoryProviders({ colorScheme, onSignInRequired, children }: StoryProvidersProps) {
  // One client per story (the decorator is keyed by story id) and per page
  // load: no data leaks between stories.
  const [queryClient] = useState(createStoryQueryClient);
  return (
    <AppProviders emotionCache={emotionCache} queryClient={queryClient} colorScheme={colorScheme} onSignInRequired={onSignInRequired}>
      <FlashMessages>{children}</FlashMessages>
    </AppProviders>
  );
}

/**
 * The story's page loads. Normally one: the sign-in redirect is only recorded
 * (`signInRequired`). With `parameters.signIn.returnsAtOnce` it also plays the
 * round trip of a browser whose identity provider still knows it: the app
 * loads afresh (new providers, cache and router; the tab's sessionStorage
 * kept) at the story's path, as after /login → provider → /login/oauth.
 */
function StoryPageLoads({ colorScheme, signIn, children }: { colorScheme: ColorScheme; signIn: SignInParameters | undefined; children: ReactNode }) {
  const [pageLoad, setPageLoad] = useState(1);
  const returnsAtOnce = signIn?.returnsAtOnce === true;
  const onSignInRequired = useCallback(
    (returnTo: string) => {
      signInRequired(returnTo);
      // Capped: an app that loops is shown stuck, not spinning the test page.
      if (returnsAtOnce) setPageLoad((load) => Math.min(load + 1, MAX_PAGE_LOADS));
    },
    [returnsAtOnce],
  );
  return (
    <StoryProviders key={pageLoad} colorScheme={colorScheme} onSignInRequired={onSignInRequired}>
      {children}
    </StoryProviders>
  );
}

/** One style cache for the whole session: a cache per story left every story's styles behind and slowed the suite down. */
const emotionCache = createEmotionCache();

const withAppProviders: Decorator = (Story, context) => {
  const colorScheme: ColorScheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <StoryPageLoads key={context.id} colorScheme={colorScheme} signIn={context.parameters.signIn as SignInParameters | undefined}>
      <Story />
    </StoryPageLoads>
  );
};

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [withAppProviders],
  beforeEach({ parameters }) {
    signInRequired.mockClear();
    // The loop guard remembers automatic sign-ins in the tab, and all stories
    // share one tab: each starts as a fresh tab would.
    forgetAutomaticSignIns();
    // Page stories show a browser that has dismissed the app-wide banner about
    // the older portal, so each page is seen as it is used day to day; the
    // banner's own stories ask for it (`parameters.legacyPortalBanner: 'shown'`).
    if (parameters.legacyPortalBanner === 'shown') window.localStorage.removeItem(LEGACY_PORTAL_BANNER_STORAGE_KEY);
    else window.localStorage.setItem(LEGACY_PORTAL_BANNER_STORAGE_KEY, 'dismissed in an earlier visit');
  },
  // In the story tests only: axe again in the other colour scheme (issue 25 item 4).
  async afterEach({ parameters, viewMode }) {
    if (viewMode === 'story') await checkOtherScheme(parameters.a11y);
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme of the portal theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (and shows in the a11y panel),
    // under the same rule set as the end-to-end journeys (stories/support/axe-rules.ts).
    a11y: { test: 'error', options: AXE_RUN_OPTIONS },
    viewport: {
      options: {
        desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        tablet: { name: 'Tablet (768×1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    options: {
      storySort: {
        order: ['Introduction', 'Components', 'App', 'Features', 'Pages'],
      },
    },
  },
};

export default preview;
