import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addonKey } from './addon-key';
import { automaticReviewsQueryOptions, reviewFinalised, type AutomaticReview } from './automatic-reviews';
import { callEndpoint } from './call-endpoint';
import { requirementsKey } from './requirements';

vi.mock('./call-endpoint', () => ({ callEndpoint: vi.fn() }));

const review = (id: string, isFinalized: boolean): AutomaticReview => ({
  id,
  progressionType: 'beta',
  status: isFinalized ? 'succeeded' : 'in_progress',
  isFinalized,
  cancelling: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  steps: [],
});

describe('reviewFinalised', () => {
  it.each([
    ['a running review has finished', [review('a', false)], [review('a', true)], true],
    ['one of several has finished', [review('b', false), review('a', true)], [review('b', true), review('a', true)], true],
    ['it is still running', [review('a', false)], [review('a', false)], false],
    ['it had finished already', [review('a', true)], [review('a', true)], false],
    ['nothing was fetched before (a first load)', undefined, [review('a', true)], false],
    ['a new review arrived finished, none was running', [], [review('a', true)], false],
  ] as const)('%s → %s', (_case, before, after, finalised) => {
    expect(reviewFinalised(before, after)).toBe(finalised);
  });
});

describe('the reviews query', () => {
  afterEach(() => vi.mocked(callEndpoint).mockReset());

  it("marks the add-on's requirement lists stale when the running review finishes, and nothing else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    client.setQueryData(requirementsKey('pg', 'technical'), { completed: false, items: [] });
    client.setQueryData(requirementsKey('pg', 'business'), { completed: true, items: [] });
    client.setQueryData(requirementsKey('other', 'technical'), { completed: false, items: [] });
    client.setQueryData(addonKey('pg'), { slug: 'pg' });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    vi.mocked(callEndpoint).mockResolvedValueOnce([review('a', false)]);
    await client.fetchQuery(automaticReviewsQueryOptions('pg'));
    expect(invalidated(requirementsKey('pg', 'technical'))).toBe(false);

    vi.mocked(callEndpoint).mockResolvedValueOnce([review('a', false)]);
    await client.fetchQuery({ ...automaticReviewsQueryOptions('pg'), staleTime: 0 });
    expect(invalidated(requirementsKey('pg', 'technical'))).toBe(false);

    vi.mocked(callEndpoint).mockResolvedValueOnce([review('a', true)]);
    await client.fetchQuery({ ...automaticReviewsQueryOptions('pg'), staleTime: 0 });
    expect(invalidated(requirementsKey('pg', 'technical'))).toBe(true);
    expect(invalidated(requirementsKey('pg', 'business'))).toBe(true);
    expect(invalidated(requirementsKey('other', 'technical'))).toBe(false);
    expect(invalidated(addonKey('pg'))).toBe(false);
  });
});
