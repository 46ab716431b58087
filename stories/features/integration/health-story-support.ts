/** What the integration health stories share: the route and the seed's add-ons with and without traffic. */
import { delay, http, HttpResponse } from 'msw';
import { integrationPaths } from '../../../web/src/domain/addon-paths';

export { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
export { mobile } from '../company/company-story-support';

/** The seed's busiest add-on: a million calls in 30 days and one incident about 2½ days before now. */
export const BIG_ADDON = 'acme-postgres';

/** `/addons/{slug}/integration/health`, with a period when given. */
export const healthPath = (slug: string, period?: string) => `${integrationPaths.tab(slug, 'health')}${period ? `?period=${period}` : ''}`;

/**
 * A fixed hour, so the trend's time labels and the generated traffic (which
 * ends at the last whole hour) are the same every run.
 */
export const STORY_NOW = '2026-11-24T10:20:00Z';

/** The health answer never comes (the loading state). */
export const healthNeverAnswers = http.get('/api/v3/addons/:slug/integration/health', async () => {
  await delay('infinite');
  return new HttpResponse(null);
});

/** The health answer fails (the error state). */
export const healthUnavailable = http.get('/api/v3/addons/:slug/integration/health', () =>
  HttpResponse.json({ id: 'unavailable', message: 'The call history is being rebuilt. Try again in a minute.' }, { status: 503 }),
);
