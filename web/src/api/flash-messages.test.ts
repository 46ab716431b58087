import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from './error-response';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './errors';
import { errorOutcome, isShownOnAForm, markShownOnAForm, staysUntilDismissed, supportReference } from './flash-messages';

describe('flash messages for errors (spec §8)', () => {
  it('422 that no form shows: each field becomes a warning flash naming the field as a person would', () => {
    const error = apiErrorFromResponse(422, {
      errors: { display_name: ["can't be blank", 'is too short'], email: ['has no platform account; ask them to sign up first'] },
    });
    expect(errorOutcome(error)).toEqual({
      flashes: [
        { variant: 'warning', message: "Display name can't be blank. Display name is too short." },
        { variant: 'warning', message: 'Email has no platform account; ask them to sign up first.' },
      ],
      signIn: false,
    });
  });

  it('422 about the record as a whole (base): a warning flash of the message alone', () => {
    const error = apiErrorFromResponse(422, { errors: { base: ['The add-on is shut down.'] } });
    expect(errorOutcome(error).flashes).toEqual([{ variant: 'warning', message: 'The add-on is shut down.' }]);
  });

  it('422 a form shows on its fields: no flash at all (the message is on the field only)', () => {
    const error = apiErrorFromResponse(422, { errors: { email: ['has no platform account; ask them to sign up first'] } });
    expect(isShownOnAForm(error)).toBe(false);
    markShownOnAForm(error);
    expect(isShownOnAForm(error)).toBe(true);
    expect(errorOutcome(error)).toEqual({ flashes: [], signIn: false });
    // Another refusal of the same kind, not (yet) shown on a form, is still flashed.
    const another = apiErrorFromResponse(422, { errors: { email: ['has no platform account; ask them to sign up first'] } });
    expect(errorOutcome(another).flashes).toHaveLength(1);
  });

  it('only refused saves are kept off the flashes: a 500 marked by mistake is still flashed', () => {
    const error = apiErrorFromResponse(500, { id: 'x', message: 'Boom' });
    markShownOnAForm(error);
    expect(errorOutcome(error).flashes).toEqual([{ variant: 'error', message: 'Boom' }]);
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

  it('an unexpected error names its request id as the reference (issue 32)', () => {
    const unexpected = [
      apiErrorFromResponse(500, { id: 'internal_error', message: 'Unknown error.' }, 'ref-500'),
      apiErrorFromResponse(503, { id: 'session_store_unavailable', message: 'Sessions are briefly unavailable.' }, 'ref-503'),
      apiErrorFromResponse(502, 'Bad gateway', 'ref-502'),
      apiErrorFromResponse(400, { id: 'bad_request', message: 'Malformed.' }, 'ref-400'),
      apiErrorFromResponse(404, undefined, 'ref-404-wordless'),
      new ApiError({ status: 200, id: 'invalid_response', requestId: 'ref-contract' }),
    ];
    for (const error of unexpected) {
      expect(errorOutcome(error).flashes).toEqual([{ variant: 'error', message: expect.any(String), reference: error.requestId }]);
    }
  });

  it('an answer the server explains, a 401, a refused save and a network failure carry no reference', () => {
    const expected = [
      apiErrorFromResponse(403, { id: 'forbidden', message: 'Platform admins only.' }, 'ref-403'),
      apiErrorFromResponse(404, { id: 'not_found', message: 'No such add-on.' }, 'ref-404'),
      apiErrorFromResponse(409, { id: 'conflict', message: 'Someone else changed it.' }, 'ref-409'),
      apiErrorFromResponse(401, { id: 'unauthorized', message: 'Your session has expired.' }, 'ref-401'),
      apiErrorFromResponse(422, { errors: { name: ['is taken'] } }, 'ref-422'),
      new ApiError({ status: 0, id: 'network_error' }),
      apiErrorFromResponse(500, { id: 'internal_error', message: 'Unknown error.' }),
    ];
    for (const error of expected) {
      expect(supportReference(error)).toBeUndefined();
      for (const flash of errorOutcome(error).flashes) expect(flash).not.toHaveProperty('reference');
    }
  });

  it('errors stay until dismissed; success, info and warnings close by themselves', () => {
    expect(staysUntilDismissed('error')).toBe(true);
    for (const variant of ['success', 'info', 'warning'] as const) expect(staysUntilDismissed(variant)).toBe(false);
  });

  it("normalises the title to 'The backend responded with an error'", () => {
    expect(apiErrorFromResponse(500, undefined).title).toBe('The backend responded with an error');
  });
});
