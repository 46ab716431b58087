import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { formErrorsOf, formProblems } from './form-errors';

describe('formErrorsOf', () => {
  it("keys a 422's messages like the form's camelCase values", () => {
    const error = new ApiError({ status: 422, fieldErrors: { provider_terms_url: ['must be an http(s) URL'], summary: ["can't be blank", 'is too short'] } });
    expect(formErrorsOf(error)).toEqual({ providerTermsUrl: 'must be an http(s) URL', summary: "can't be blank, is too short" });
  });
});

describe('formProblems', () => {
  const fields = ['title', 'description'] as const;

  it('puts field messages on the form’s fields and the rest aside', () => {
    const error = new ApiError({
      status: 422,
      fieldErrors: { title: ["can't be blank"], base: ['The add-on is shut down.'], position: ['is invalid', 'is taken'] },
    });
    expect(formProblems(error, fields)).toEqual({
      fields: { title: "can't be blank" },
      other: ['The add-on is shut down.', 'position is invalid, is taken'],
    });
  });

  it('ignores anything that is not a refused save', () => {
    expect(formProblems(new ApiError({ status: 500, detail: 'Boom' }), fields)).toBeUndefined();
    expect(formProblems(new Error('offline'), fields)).toBeUndefined();
  });
});
