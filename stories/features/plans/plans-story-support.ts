/** What the plans stories share: the route they open, and the listing stories' backend and helpers. */
import { expect, waitFor, within } from 'storybook/test';

export { body, overlaysClosed, renderAt, storyBackend, type StoryBackend } from '../marketplace-listing/listing-story-support';

/** `/addons/{slug}/plans`, or one of its panels (`/new`). */
export const plansPath = (slug: string, panel = '') => `/addons/${slug}/plans${panel}`;

/**
 * The panel named `name` once its record has loaded: a routed panel first
 * shows a loading panel of the same name, which is replaced (not updated).
 */
export async function loadedPanel(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name });
    expect(within(dialog).queryByText(/^Loading/)).toBeNull();
    expect(dialog.querySelector('form, [role="status"], .MuiAlert-root')).not.toBeNull();
    return dialog;
  });
}
