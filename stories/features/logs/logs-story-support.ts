/** What the logs stories share: the route, seeds for automatic reviews in a given state, and a list that fails to load. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { automaticReviews, type AutomaticReviewRecord, type ReviewOutcome } from '../../../fixtures/data/automatic-reviews';
import type { SandboxStore } from '../../../fixtures/msw';

export { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
export { mobile } from '../company/company-story-support';

/** `/addons/{slug}/logs` */
export const logsPath = (slug: string) => `/addons/${slug}/logs`;

/**
 * Replaces `slug`'s reviews with one with `outcome` that started `minutesAgo`
 * (running or just finished: follows the clock) or `at` (long finished: the
 * same every run, for screenshots); cancelled after `cancelledAfterMs`, when given.
 */
export const withReview =
  (slug: string, outcome: ReviewOutcome, options: ({ minutesAgo: number } | { at: string }) & { cancelledAfterMs?: number; progressionType?: 'beta' | 'ga' }) =>
  (store: SandboxStore): void => {
    const addon = store.findAddon(slug);
    if (!addon) throw new Error(`No add-on ${slug}`);
    const reviews = store.recordsOf(automaticReviews);
    const others = reviews.filter((review) => review.addon_id !== addon.id);
    reviews.length = 0;
    const createdAt = 'at' in options ? Date.parse(options.at) : Date.parse(store.now()) - options.minutesAgo * 60_000;
    const review: AutomaticReviewRecord = {
      id: `${slug}-story-review`,
      addon_id: addon.id,
      progression_type: options.progressionType ?? (addon.state === 'alpha' ? 'beta' : 'ga'),
      created_at: new Date(createdAt).toISOString(),
      outcome,
      cancelled_at: options.cancelledAfterMs === undefined ? null : new Date(createdAt + options.cancelledAfterMs).toISOString(),
    };
    reviews.push(...others, review);
  };

/** Removes every review of `slug`. */
export const withoutReviews =
  (slug: string) =>
  (store: SandboxStore): void => {
    const addonId = store.findAddon(slug)?.id;
    const reviews = store.recordsOf(automaticReviews);
    const kept = reviews.filter((review) => review.addon_id !== addonId);
    reviews.length = 0;
    reviews.push(...kept);
  };

export interface UnavailableUntilRecovered {
  /** For `overrides`: answers 503 with the message while down, else falls through to the sandbox. */
  readonly handler: HttpHandler;
  /** The service is down again (a story's `beforeEach`, so the story can be run again). */
  readonly fail: () => void;
  /** The service is back: the next request reaches the sandbox (before pressing Try again). */
  readonly recover: () => void;
}

/** GETs of `path` answer 503 `{id: 'unavailable', message}` (spec §8) until `recover()` is called. */
export function unavailableUntilRecovered(path: string, message: string): UnavailableUntilRecovered {
  let down = true;
  return {
    // Returning nothing passes the request on to the handlers after this one.
    handler: http.get(path, () => (down ? HttpResponse.json({ id: 'unavailable', message }, { status: 503 }) : undefined)),
    fail: () => {
      down = true;
    },
    recover: () => {
      down = false;
    },
  };
}

/** Counts the fetches of an add-on's review list (the polling), then lets each through to the sandbox. */
export function reviewFetchCounter(): { handler: HttpHandler; count: () => number; reset: () => void } {
  let fetches = 0;
  return {
    handler: http.get('/api/v3/addons/:slug/automatic_reviews', () => {
      fetches += 1;
    }),
    count: () => fetches,
    reset: () => {
      fetches = 0;
    },
  };
}
