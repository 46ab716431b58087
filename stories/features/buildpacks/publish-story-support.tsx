/**
 * What the publish stories share: the routes they open, queries over the
 * whole document (the two-factor dialog and select menus are portalled), and
 * a backend whose registry writes a play function can inspect, with handlers
 * that answer before the sandbox's (a service down, a 404).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { within } from 'storybook/test';
import { createStoryStore, handlersFor, type SandboxStore } from '../../../fixtures/msw';
import { AppRoute } from '../../support/router';

export const PUBLISH_PATH = '/buildpacks/publish';

export const renderAt = (path: string) =>
  function StoryRoute() {
    return <AppRoute path={path} />;
  };

export const body = (element: HTMLElement) => within(element.ownerDocument.body);
export const pageParameters = { layout: 'fullscreen' } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
export const phone = { viewport: { value: 'mobile', isRotated: false } } as const;

export interface RegistryCall {
  method: string;
  path: string;
  body: unknown;
  twoFactorCode: string | null;
}

export interface PublishBackend {
  readonly store: SandboxStore;
  readonly calls: RegistryCall[];
  /** The `q` of every repository search sent, in order. */
  readonly searches: string[];
  readonly handlers: HttpHandler[];
  readonly reset: () => void;
}

/** The partner signed in, the registry and code-hosting answering from the sandbox's operations, every registry write recorded. */
export function publishBackend(options: { seed?: (store: SandboxStore) => void; overrides?: HttpHandler[] } = {}): PublishBackend {
  const store = createStoryStore(options.seed);
  const calls: RegistryCall[] = [];
  const searches: string[] = [];
  const search = ({ request }: { request: Request }) => {
    searches.push(new URL(request.url).searchParams.get('q') ?? '');
    return undefined;
  };
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'GET') return undefined;
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      twoFactorCode: request.headers.get('Heroku-Two-Factor-Code'),
    });
    return undefined;
  };
  return {
    store,
    calls,
    searches,
    handlers: [http.all('/buildpack-registry/*', record), http.get('/code-hosting/github/search/repositories', search), ...(options.overrides ?? []), ...handlersFor('partner', { store })],
    reset: () => {
      store.reset();
      options.seed?.(store);
      calls.length = 0;
      searches.length = 0;
    },
  };
}

/** The code-hosting service down: every call answers 503. */
export const codeHostingDown: HttpHandler[] = [
  http.all('/code-hosting/*', () => HttpResponse.json({ id: 'unavailable', message: 'The code-hosting service is unavailable.' }, { status: 503 })),
];

/** An account in no organisation: the service's 404. */
export const noOrganisations: HttpHandler[] = [
  http.get('/code-hosting/github/orgs', () => HttpResponse.json({ id: 'not_found', message: 'No organisations are linked to this account.' }, { status: 404 })),
];
