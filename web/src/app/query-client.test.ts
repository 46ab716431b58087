import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetry(0, new ApiError({ status }))).toBe(false);
  });
  it('retries network failures and 5xx twice', () => {
    for (const status of [0, 500, 503]) {
      expect(shouldRetry(0, new ApiError({ status }))).toBe(true);
      expect(shouldRetry(1, new ApiError({ status }))).toBe(true);
      expect(shouldRetry(2, new ApiError({ status }))).toBe(false);
    }
  });
});
