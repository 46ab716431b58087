import { describe, expect, it } from 'vitest';
import { toCamel, toSnake } from './case';

describe('snake_case ↔ camelCase at the edge', () => {
  it('converts attribute names deeply, in arrays too', () => {
    expect(toCamel([{ app_name: 'a', nested: { response_code: 500 } }])).toEqual([{ appName: 'a', nested: { responseCode: 500 } }]);
    expect(toSnake({ defaultPlanSlug: 'x', nested: { priceCents: 1 } })).toEqual({ default_plan_slug: 'x', nested: { price_cents: 1 } });
  });

  it('leaves the keys of data fields as they are (request parameters, records keyed by plan slug)', () => {
    const attempts = [{ app_name: 'a', params: { callback_url: 'https://x.test', 'premium-4': 1, nested_key: { inner_key: 2 } } }];
    expect(toCamel(attempts, ['params'])).toEqual([{ appName: 'a', params: { callback_url: 'https://x.test', 'premium-4': 1, nested_key: { inner_key: 2 } } }]);
    expect(toCamel({ plan_overrides: { 'standard-2': 'allUsers', 'premium-4': 'disabled' } }, ['plan_overrides'])).toEqual({
      planOverrides: { 'standard-2': 'allUsers', 'premium-4': 'disabled' },
    });
    expect(toSnake({ planOverrides: { someSlug: 'allUsers' } }, ['planOverrides'])).toEqual({ plan_overrides: { someSlug: 'allUsers' } });
  });

  it('without data fields, such keys would be changed (what the option prevents)', () => {
    expect(toCamel({ params: { callback_url: 'x' } })).toEqual({ params: { callbackUrl: 'x' } });
  });
});
