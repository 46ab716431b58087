import { describe, expect, it } from 'vitest';
import { apiTokenFormSchema, apiTokenInput, EXPIRY_REQUIRED, initialApiTokenValues } from './api-token-form';

describe('the personal API token form', () => {
  it('requires a name, a scope and an expiry, saying which', async () => {
    const errors = await apiTokenFormSchema.validate(initialApiTokenValues, { abortEarly: false }).catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(["can't be blank", 'Choose at least one scope', EXPIRY_REQUIRED]);
  });

  it('takes 30 and 365 days and refuses anything between the offers', async () => {
    const values = { name: 'CI', scopes: ['read_listing'] };
    await expect(apiTokenFormSchema.isValid({ ...values, expiresInDays: 30 })).resolves.toBe(true);
    await expect(apiTokenFormSchema.isValid({ ...values, expiresInDays: 365 })).resolves.toBe(true);
    await expect(apiTokenFormSchema.isValid({ ...values, expiresInDays: 31 })).resolves.toBe(false);
    await expect(apiTokenFormSchema.isValid({ ...values, name: 'x'.repeat(61), expiresInDays: 30 })).resolves.toBe(false);
  });

  it('sends the trimmed name and the scopes in the table’s order', () => {
    expect(apiTokenInput({ name: '  CI  ', scopes: ['write_listing', 'read_listing'], expiresInDays: 90 })).toEqual({
      name: 'CI',
      scopes: ['read_listing', 'write_listing'],
      expiresInDays: 90,
    });
  });
});
