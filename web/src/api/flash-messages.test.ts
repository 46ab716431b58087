import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from './error-response';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './errors';
import { errorOutcome } from './flash-messages';

describe('flash messages for errors (spec §8)', () => {
  it("422: each field becomes a warning flash '{field} {messages joined}'", () => {
    const error = apiErrorFromResponse(422, { errors: { name: ["can't be blank", 'is too short'], slug: ['is taken'] } });
    expect(errorOutcome(error)).toEqual({
      flashes: [
        { variant: 'warning', message: "name can't be blank, is too short" },
        { variant: 'warning', message: 'slug is taken' },
      ],
      signIn: false,
    });
  });

  it('401: the error text is flashed as an error, then sign-in', () => {
    const error = apiErrorFromResponse(401, { id: 'unauthorized', message: 'Your session has expired.' });
    expect(errorOutcome(error)).toEqual({
      flashes: [{ variant: 'error', message: 'Your session has expired.' }],
      signIn: true,
    });
  });

  it('400 and 5xx flash the message', () => {
    for (const status of [400, 500, 502, 503]) {
      const error = apiErrorFromResponse(status, { id: 'x', message: `Message ${status}` });
      expect(errorOutcome(error)).toEqual({ flashes: [{ variant: 'error', message: `Message ${status}` }], signIn: false });
    }
  });

  it("without a message: 'Unknown error. Please try again or contact support.'", () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown error. Please try again or contact support.');
    for (const error of [
      apiErrorFromResponse(500, undefined),
      apiErrorFromResponse(400, 'not json'),
      new ApiError({ status: 200, id: 'invalid_response' }),
      new ApiError({ status: 0, id: 'network_error' }),
      new Error('TypeError: x is undefined'),
      'a string',
    ]) {
      expect(errorOutcome(error)).toEqual({ flashes: [{ variant: 'error', message: UNKNOWN_ERROR_MESSAGE }], signIn: false });
    }
  });

  it('a 422 without field errors falls back to the message', () => {
    const error = apiErrorFromResponse(422, { id: 'unprocessable', message: 'Cannot progress.' });
    expect(errorOutcome(error).flashes).toEqual([{ variant: 'error', message: 'Cannot progress.' }]);
  });

  it("normalises the title to 'The backend responded with an error'", () => {
    expect(apiErrorFromResponse(500, undefined).title).toBe('The backend responded with an error');
  });
});
