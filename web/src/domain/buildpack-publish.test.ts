import { describe, expect, it } from 'vitest';
import type { Membership } from '../api/buildpack-memberships';
import { ownerChoices, parseRepository, supportAddressField } from './buildpack-publish';

const team = (name: string, type: 'team' | 'enterprise', twoFactor = false): Membership => ({
  id: `m-${name}`,
  role: 'admin',
  team: { id: `t-${name}`, name, type, twoFactorAuthentication: twoFactor },
});

describe('who a buildpack is published as (issue 23: the user or one of their teams)', () => {
  const user = { id: 'u-1', name: 'Priya Partner' };

  it('offers the user first, in their own namespace, then each team in its namespace, by name', () => {
    const choices = ownerChoices(user, [team('acme-secure', 'enterprise', true), team('acme', 'team')], 'partner-acme');
    expect(choices.map((choice) => [choice.value, choice.label, choice.namespace, choice.twoFactor])).toEqual([
      ['user', 'You (Priya Partner)', 'partner-acme', false],
      ['team:t-acme', 'Team acme', 'acme', false],
      ['team:t-acme-secure', 'Team acme-secure', 'acme-secure', true],
    ]);
  });

  it('shows an enterprise team as a team, but sends its real owner type', () => {
    const [, secure] = ownerChoices(user, [team('acme-secure', 'enterprise', true)]);
    expect(secure?.label).toBe('Team acme-secure');
    expect(secure?.owner).toEqual({ id: 't-acme-secure', type: 'enterprise' });
  });

  it('is only the user without teams; their namespace is blank while the login is unknown', () => {
    expect(ownerChoices(user, [])).toEqual([{ value: 'user', label: 'You (Priya Partner)', owner: { id: 'u-1', type: 'user' }, namespace: '', twoFactor: false }]);
  });
});

describe('the support address each method asks for', () => {
  it('an e-mail for email, an https page for website', () => {
    expect(supportAddressField('email')).toMatchObject({ label: 'Support e-mail address', type: 'email' });
    expect(supportAddressField('website')).toMatchObject({ label: 'Support page', type: 'url' });
  });

  it.each(['github', 'unsupported'] as const)('none for %s (nothing is sent)', (method) => {
    expect(supportAddressField(method)).toBeUndefined();
  });
});

describe('a repository as owner/name', () => {
  it.each([
    ['partner-acme/fresh-buildpack', { owner: 'partner-acme', repo: 'fresh-buildpack' }],
    [' acme-data/metrics ', { owner: 'acme-data', repo: 'metrics' }],
    ['fresh-buildpack', undefined],
    ['a/b/c', undefined],
    ['/b', undefined],
    ['a/', undefined],
  ])('%j', (text, parsed) => {
    expect(parseRepository(text)).toEqual(parsed);
  });
});
