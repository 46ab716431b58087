import { describe, expect, it } from 'vitest';
import { auditActorText, auditChangeLine, auditKinds, auditPeople, auditValueText, historyFiltersOf, withHistoryFilter } from './audit-history';

describe('History filters live in the address (Back and reload keep them)', () => {
  it.each([
    ['', { kind: undefined, actor: undefined }],
    ['kind=plan', { kind: 'plan', actor: undefined }],
    ['kind=company_user&person=ops%40acme.test', { kind: 'company_user', actor: 'ops@acme.test' }],
    // Hostile or stale addresses fall back to no filter instead of a failing request.
    ['kind=secrets', { kind: undefined, actor: undefined }],
    ['kind=toString', { kind: undefined, actor: undefined }],
    ['kind=__proto__', { kind: undefined, actor: undefined }],
    ['person=not%20an%20email', { kind: undefined, actor: undefined }],
    ['person=%3Cscript%3E%40x', { kind: undefined, actor: undefined }],
    ['person=a%40b.test%20', { kind: undefined, actor: 'a@b.test' }],
  ])('?%s', (query, filters) => {
    expect(historyFiltersOf(new URLSearchParams(query))).toEqual(filters);
  });

  it('sets and clears one filter, keeping the other', () => {
    const search = new URLSearchParams('kind=plan&person=ops%40acme.test');
    expect(withHistoryFilter(search, 'kind', '').toString()).toBe('person=ops%40acme.test');
    expect(withHistoryFilter(search, 'actor', 'a@b.test').toString()).toBe('kind=plan&person=a%40b.test');
    expect(search.toString()).toBe('kind=plan&person=ops%40acme.test');
  });
});

describe('how a change reads', () => {
  it('shows nothing as an em dash', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText('no')).toBe('no');
    expect(auditChangeLine({ field: 'Website URL', before: null, after: 'https://acme.test' })).toBe('Website URL: — → https://acme.test');
  });

  it('names a hidden platform administrator', () => {
    expect(auditActorText(null)).toBe('Platform administrator');
    expect(auditActorText('ops@acme.test')).toBe('ops@acme.test');
  });

  it('offers each person once, sorted, with the chosen one kept', () => {
    const entries = [{ actorEmail: 'z@acme.test' }, { actorEmail: null }, { actorEmail: 'a@acme.test' }, { actorEmail: 'z@acme.test' }];
    expect(auditPeople(entries)).toEqual(['a@acme.test', 'z@acme.test']);
    expect(auditPeople([], 'gone@acme.test')).toEqual(['gone@acme.test']);
  });

  it('names every kind of the contract', () => {
    expect(auditKinds).toEqual(['listing', 'plan', 'feature', 'approval', 'progression', 'setting', 'company_user']);
  });
});
