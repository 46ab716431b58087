import camelcaseKeys from 'camelcase-keys';
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

  it('answers exactly what camelcase-keys answers, names looked up once instead of per object', () => {
    const wire = {
      app_name: 'a',
      ID: 1,
      '42': 'numeric key kept',
      'kebab-case': true,
      __Leading_underscore: 'x',
      already_camelCase_Mixed: 'y',
      when: new Date(0),
      rows: [{ plan_slug: 'p', params: { callback_url: 'u', deep_inner: { inner_key: 1 } } }, 'text', null, [{ nested_array: 1 }]],
      params: { callback_url: 'kept at the top only when named' },
      nothing: null,
    };
    for (const stopPaths of [[], ['params'], ['rows.params'], ['rows.params.deep_inner', 'params']]) {
      expect(toCamel(wire, stopPaths)).toEqual(camelcaseKeys(wire, { deep: true, stopPaths }));
      expect(toCamel([wire, wire], stopPaths)).toEqual(camelcaseKeys([wire, wire], { deep: true, stopPaths }));
    }
  });

  it('never sets the prototype from a __proto__ key on the wire (renamed as camelcase-keys renames it)', () => {
    const hostile = JSON.parse('{"__proto__": {"is_admin": true}, "user_name": "u"}') as Record<string, unknown>;
    const camel = toCamel(hostile) as Record<string, unknown>;
    expect(camel).toEqual(camelcaseKeys(hostile, { deep: true }));
    expect(Object.getPrototypeOf(camel)).toBe(Object.prototype);
    expect('isAdmin' in camel || 'is_admin' in camel).toBe(false);
  });
});
