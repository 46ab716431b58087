/**
 * The registry's field rules judge alike in the contract (zod, what the
 * sandbox refuses) and in the form (Yup): issue 23's name rule
 * `^[a-z0-9][a-z0-9_-]*$` (case-insensitive) and a non-empty namespace.
 */
import { describe, expect, it } from 'vitest';
import { buildpackNameRule, buildpackNamespaceRule, supportAddressRules } from './buildpack-rules';
import { createBuildpackSchema } from './buildpacks';
import { zodText } from './field-rules';
import { yupText } from './yup-rules';

function bothJudge(rule: Parameters<typeof zodText>[0], value: string): [boolean, boolean] {
  return [zodText(rule).safeParse(value).success, yupText(rule).isValidSync(value)];
}

describe('buildpack name', () => {
  it.each(['ruby', 'Ruby', 'go-1_2', '0day', 'A', 'a-', 'a_'])('takes %j', (name) => {
    expect(bothJudge(buildpackNameRule, name)).toEqual([true, true]);
  });

  it.each(['', '   ', '-ruby', '_ruby', 'ru by', 'ruby!', 'heroku/ruby', 'rübe', 'a'.repeat(101)])('refuses %j', (name) => {
    expect(bothJudge(buildpackNameRule, name)).toEqual([false, false]);
  });
});

describe('buildpack namespace', () => {
  it.each(['heroku', 'partner-acme', 'Acme.Data', 'x'])('takes %j', (namespace) => {
    expect(bothJudge(buildpackNamespaceRule, namespace)).toEqual([true, true]);
  });

  it.each(['', '  ', 'a/b', 'a b'])('refuses %j', (namespace) => {
    expect(bothJudge(buildpackNamespaceRule, namespace)).toEqual([false, false]);
  });
});

describe('support address', () => {
  const base = {
    name: 'x',
    namespace: 'y',
    category: 'tools',
    source: { type: 'github', owner: 'o', repo: 'r' },
    owner: { id: 'u', type: 'user' },
  } as const;

  it('needs an e-mail for email, an https page for website, and nothing for the others', () => {
    const support = (method: string, address: string | null) => createBuildpackSchema.safeParse({ ...base, support: { method, address } });
    expect(support('email', 'help@acme.test').success).toBe(true);
    expect(support('email', 'not-an-email').success).toBe(false);
    expect(support('website', 'https://acme.test/help').success).toBe(true);
    expect(support('website', 'http://acme.test/help').success).toBe(false);
    expect(support('website', null).success).toBe(false);
    expect(support('github', 'ignored').data?.support).toEqual({ method: 'github', address: null });
    expect(support('unsupported', null).success).toBe(true);
  });

  it('has a rule for the two methods that need an address', () => {
    expect(Object.keys(supportAddressRules)).toEqual(['email', 'website']);
  });
});
