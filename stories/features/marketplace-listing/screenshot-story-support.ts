/**
 * What the screenshot stories share (gallery, adding, editing, reordering):
 * the sandbox's alt texts, and finding the gallery, its notice and the Add
 * Screenshot panel the way people do, by role and name.
 */
import { within } from 'storybook/test';
import type { SandboxStore } from '../../../fixtures/msw';
import { body } from './listing-story-support';

/** Acme Postgres's screenshots, in gallery order. */
export const postgres = [
  'Acme Postgres dashboard showing replication lag per replica',
  'Acme Postgres query insights listing the slowest queries by mean time',
  'Acme Postgres overview with connections, cache hit rate and disk usage',
] as const;

/** Acme Stream's two screenshots. */
export const stream = [
  'Acme Stream topic overview with messages per second for each topic',
  'Acme Stream consumer groups table with lag alerts',
] as const;

/** The gallery's alt texts, in gallery order (read straight from the DOM: polled often, it must be cheap). */
export const galleryOrder = (gallery: HTMLElement) => [...gallery.querySelectorAll('img')].map((image) => image.getAttribute('alt'));

/** The stored order of an add-on's screenshots. */
export const storedOrder = (store: SandboxStore, slug: string) =>
  store.screenshotsOf(store.findAddon(slug)!).map((screenshot) => screenshot.name);

export async function screenshotsSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Screenshots' });
}

/** The gallery's own notice (too few, or no room), apart from the loading and drag-and-drop live regions. */
export async function findNotice(section: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const notice = (await within(section).findByText(text)).closest<HTMLElement>('[role="status"]');
  if (!notice) throw new Error(`The notice "${String(text)}" is not a status message`);
  return notice;
}

export const fileInput = (panel: HTMLElement) => within(panel).getByLabelText('Screenshot image') as HTMLInputElement;

/**
 * The Add Screenshot panel once its form is there (while the gallery loads, a
 * different panel says so; the form's panel replaces it).
 */
export async function addPanel(canvasElement: HTMLElement): Promise<HTMLElement> {
  await body(canvasElement).findByLabelText('Screenshot image');
  return body(canvasElement).getByRole('dialog', { name: 'Add Screenshot' });
}
