/** What the integration health stories share: the route and the seed's add-ons with and without traffic. */
import { integrationPaths } from '../../../web/src/domain/addon-paths';
import { neverAnswers, unavailable } from './answer-states';

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
export const healthNeverAnswers = neverAnswers('/api/v3/addons/:slug/integration/health');

/** The health answer fails (the error state). */
export const healthUnavailable = unavailable('/api/v3/addons/:slug/integration/health');
