/** What the plans stories share: the route they open, and the listing stories' backend and helpers. */
export { body, overlaysClosed, renderAt, storyBackend, type StoryBackend } from '../marketplace-listing/listing-story-support';

/** `/addons/{slug}/plans`, or one of its panels (`/new`). */
export const plansPath = (slug: string, panel = '') => `/addons/${slug}/plans${panel}`;
