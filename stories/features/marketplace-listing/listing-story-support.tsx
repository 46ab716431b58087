/**
 * What the section stories of the marketplace listing share: the route they
 * open, the document body (panels, dialogs, menus and flashes are portalled
 * there) and a story backend whose store and write requests a play function
 * can inspect afterwards.
 */
import { http, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createStoryStore, handlersFor, type Persona, type SandboxStore } from '../../../fixtures/msw';
import type { AddonRecord } from '../../../fixtures/data';
import { AppRoute } from '../../support/router';

/** `/addons/{slug}/marketplace-listing`, or one of its panels (`/benefits/new`). */
export const listingPath = (slug: string, panel = '') => `/addons/${slug}/marketplace-listing${panel}`;

/** A story `render` opening the whole SPA at `path`. */
export const renderAt = (path: string) =>
  function StoryRoute() {
    return <AppRoute path={path} />;
  };

/** Queries over the whole document: portalled panels, dialogs, menus and flash messages included. */
export const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Pages the way people see them, as the page stories do. */
export const pageParameters = { layout: 'fullscreen' } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/** A write request (anything but GET) the SPA sent to either API. */
export interface ApiCall {
  method: string;
  /** e.g. `/platform/addons/acme-postgres/benefits/acme-postgres-b1` */
  path: string;
  /** The JSON body as sent (snake_case); `undefined` for multipart or no body. */
  body: unknown;
}

export interface StoryBackend {
  /** The story's own data: inspect it after a save. */
  readonly store: SandboxStore;
  /** Write requests in the order they were sent, refused ones included. */
  readonly calls: ApiCall[];
  /** For `parameters.msw.handlers`. */
  readonly handlers: HttpHandler[];
  /** A story `beforeEach`: the seed again and no calls, so the story can be run again. */
  readonly reset: () => void;
  /** The calls with `method` to `path` (exact, or a pattern). */
  writes: (method: string, path: string | RegExp) => ApiCall[];
  addon: (slug: string) => AddonRecord;
}

export interface StoryBackendOptions {
  /** Edits the fresh store, e.g. `(store) => fillScreenshots(store, 'acme-postgres', 5)`. */
  seed?: (store: SandboxStore) => void;
  /** Handlers that answer before the sandbox's (e.g. a refused save). */
  overrides?: HttpHandler[];
}

/** `persona` signed in, both APIs answering from a store the story keeps, every write recorded. */
export function storyBackend(persona: Persona, options: StoryBackendOptions = {}): StoryBackend {
  const store = createStoryStore(options.seed);
  const calls: ApiCall[] = [];

  // Falls through (returns nothing), so the request still reaches the handlers after it.
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'GET') return undefined;
    // MSW hands every handler the same request: read a copy of it.
    const json = (request.headers.get('content-type') ?? '').includes('application/json');
    const text = json ? await request.clone().text() : '';
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
    return undefined;
  };

  return {
    store,
    calls,
    handlers: [http.all('/api/v3/*', record), http.all('/platform/*', record), ...(options.overrides ?? []), ...handlersFor(persona, { store })],
    reset: () => {
      store.reset();
      options.seed?.(store);
      calls.length = 0;
    },
    writes: (method, path) =>
      calls.filter((call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))),
    addon: (slug) => {
      const addon = store.findAddon(slug);
      if (!addon) throw new Error(`The story store has no add-on ${slug}`);
      return addon;
    },
  };
}

/** Waits `ms` (e.g. past a debounce, to see that nothing more happens). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every section of the listing has loaded (no "Loading …" left),
 * e.g. before a screenshot of the whole page.
 */
export async function listingLoaded(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Category' });
  await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
}

/**
 * Waits until every panel, dialog and menu has gone and the story is no longer
 * hidden behind one (MUI un-hides the page a moment after the overlay leaves
 * the DOM; a story that ends in between would leave the accessibility check a
 * page that is aria-hidden with no dialog open).
 */
export async function overlaysClosed(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(canvasElement.ownerDocument.querySelector('.MuiModal-root')).toBeNull();
    expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull();
  });
}
