import { describe, expect, it } from 'vitest';
import { apiTokenInputSchema } from './api-tokens';

describe('the personal API token request', () => {
  it.each([30, 90, 365])('takes %s days (the bounds and the middle)', (days) => {
    expect(apiTokenInputSchema.safeParse({ name: 'CI', scopes: ['read_listing'], expires_in_days: days }).success).toBe(true);
  });

  it.each([29, 31, 364, 366, 0, -1, '90', null, 90.5])('refuses %j days', (days) => {
    const parsed = apiTokenInputSchema.safeParse({ name: 'CI', scopes: ['read_listing'], expires_in_days: days });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['expires_in_days'], message: 'must be one of 30, 90, 365 (days)' });
  });

  it('takes a name of 60 characters and refuses 61, or blank', () => {
    const input = (name: string) => apiTokenInputSchema.safeParse({ name, scopes: ['read_listing'], expires_in_days: 30 });
    expect(input('x'.repeat(60)).success).toBe(true);
    expect(input('x'.repeat(61)).error?.issues[0]?.message).toBe('is too long (at most 60 characters)');
    expect(input('   ').error?.issues[0]?.message).toBe("can't be blank");
  });
});
