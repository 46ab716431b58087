import { createElement, Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml, textOf } from '../test-support/render-html';
import { CHUNK_LOAD_FAILED_MESSAGE, CHUNK_LOAD_FAILED_TITLE } from './chunk-load-error';
import { isChunkLoadError } from './chunk-load-error';
import { lazyNamed, loadNamed } from './lazy-named';

/**
 * What the page settles on: the first render starts the lazy load (and shows
 * the Suspense fallback); once the load has settled, React.lazy keeps its
 * result and the next render shows it.
 */
async function settledHtml(element: ReactElement): Promise<string> {
  expect(textOf(renderHtml(element))).toContain('Loading the form…');
  await new Promise((settled) => setTimeout(settled, 0));
  return renderHtml(element);
}

function InvitePanel({ companyName }: { companyName: string }) {
  return createElement('form', { 'aria-label': 'Invite' }, `Invite someone to ${companyName}`);
}

/** A page with a lazy panel, as CompanyPage or ApiTokensSection have them. */
function page(Panel: ReturnType<typeof lazyNamed<{ InvitePanel: typeof InvitePanel }, 'InvitePanel'>>) {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Company'),
    createElement('p', null, 'Users of the company'),
    createElement(Suspense, { fallback: createElement('p', null, 'Loading the form…') }, createElement(Panel, { companyName: 'Acme' })),
  );
}

const chromiumChunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/InvitePanel-3f9a1c.js');

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import and Vite's failed CSS preload", () => {
    expect(isChunkLoadError(chromiumChunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://portal.example/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/InvitePanel-3f9a1c.css'))).toBe(true);
  });

  it('does not take a bug in a loaded module, or something not an Error, for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('loadNamed', () => {
  it("resolves to the module's named export", async () => {
    await expect(loadNamed(async () => ({ InvitePanel }), 'InvitePanel')).resolves.toEqual({ default: InvitePanel });
  });

  it('resolves to the reload message when the chunk cannot be fetched', async () => {
    const loaded = await loadNamed(() => Promise.reject(chromiumChunkError()), 'InvitePanel');
    expect(textOf(renderHtml(createElement(loaded.default, { companyName: 'Acme' })))).toBe(
      `${CHUNK_LOAD_FAILED_TITLE} ${CHUNK_LOAD_FAILED_MESSAGE} Reload`,
    );
  });

  it('still rejects with any other failure: a bug reaches the error page', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    await expect(loadNamed(() => Promise.reject(bug), 'InvitePanel')).rejects.toBe(bug);
  });

  it('rejects, naming it, when the module has no such export', async () => {
    await expect(loadNamed(async () => ({}) as { InvitePanel?: typeof InvitePanel }, 'InvitePanel')).rejects.toThrow(
      'The lazily loaded module has no export named InvitePanel',
    );
  });
});

describe('lazyNamed', () => {
  it('renders the panel from its chunk', async () => {
    const html = await settledHtml(page(lazyNamed(async () => ({ InvitePanel }), 'InvitePanel')));
    expect(textOf(html)).toBe('Company Users of the company Invite someone to Acme');
  });

  it('renders a preloaded panel at once, with no fallback to show (React would hold the panel back up to 300 ms after one)', async () => {
    const load = vi.fn(async () => ({ InvitePanel }));
    const Panel = lazyNamed(load, 'InvitePanel');
    await Promise.all([Panel.preload(), Panel.preload()]);
    expect(textOf(renderHtml(page(Panel)))).toBe('Company Users of the company Invite someone to Acme');
    // A second preload, and the render, join the first load.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the rest of the page and shows the reload message in place of a panel whose chunk is gone', async () => {
    const html = await settledHtml(page(lazyNamed(() => Promise.reject<{ InvitePanel: typeof InvitePanel }>(chromiumChunkError()), 'InvitePanel')));
    expect(textOf(html)).toBe(`Company Users of the company ${CHUNK_LOAD_FAILED_TITLE} ${CHUNK_LOAD_FAILED_MESSAGE} Reload`);
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/<button[^>]*>Reload/);
  });
});
