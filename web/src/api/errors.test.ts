import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail } from './errors';

describe('errorDetail', () => {
  it("is the server's message of an API error", () => {
    expect(errorDetail(new ApiError({ status: 503, detail: 'The partner API is down for maintenance.' }))).toBe(
      'The partner API is down for maintenance.',
    );
  });

  it('is undefined when the server sent none, or for any other error', () => {
    expect(errorDetail(new ApiError({ status: 500 }))).toBeUndefined();
    expect(errorDetail(new Error('offline'))).toBeUndefined();
    expect(errorDetail('boom')).toBeUndefined();
  });
});
