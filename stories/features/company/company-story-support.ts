/**
 * What the company stories share: the route they open and a wait for every
 * section to load. The story backend (a store and the write requests a play
 * function can inspect) is the listing stories' own.
 */
import { expect, waitFor, within } from 'storybook/test';

export { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';

/** `/addons/{slug}/company`, or one of its panels (`/company-users/new`). */
export const companyPath = (slug: string, panel = '') => `/addons/${slug}/company${panel}`;

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Waits until the company page's sections have loaded (no "Loading …" left). */
export async function companyLoaded(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Company Users' });
  await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
}

/** The facts of a section, as "label: value" pairs. */
export function facts(section: HTMLElement): Record<string, string> {
  const terms = [...section.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}
