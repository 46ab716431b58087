import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { formProblems } from './form-errors';

describe('formProblems', () => {
  const fields = ['title', 'description'] as const;

  it('puts field messages on the form’s fields and the rest aside', () => {
    const error = new ApiError({
      status: 422,
      fieldErrors: { title: ["can't be blank"], base: ['The add-on is shut down.'], position: ['is invalid', 'is taken'] },
    });
    expect(formProblems(error, fields)).toEqual({
      fields: { title: "can't be blank" },
      other: ['The add-on is shut down.', 'Position is invalid, is taken.'],
    });
  });

  it("keys a 422's messages like the form's camelCase values", () => {
    const error = new ApiError({ status: 422, fieldErrors: { provider_terms_url: ['must be an http(s) URL'], summary: ["can't be blank", 'is too short'] } });
    expect(formProblems(error, ['providerTermsUrl', 'summary'] as const)).toEqual({
      fields: { providerTermsUrl: 'must be an http(s) URL', summary: "can't be blank, is too short" },
      other: [],
    });
  });

  it('shows a server field on the form field that stands for it', () => {
    const error = new ApiError({ status: 422, fieldErrors: { buttons: ['has too many entries'], repository: ['is private'] } });
    expect(formProblems(error, ['repository'] as const, { buttons: 'repository' })).toEqual({
      fields: { repository: 'has too many entries, is private' },
      other: [],
    });
  });

  it('ignores anything that is not a refused save', () => {
    expect(formProblems(new ApiError({ status: 500, detail: 'Boom' }), fields)).toBeUndefined();
    expect(formProblems(new Error('offline'), fields)).toBeUndefined();
  });
});
