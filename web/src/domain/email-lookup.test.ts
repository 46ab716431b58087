import { describe, expect, it } from 'vitest';
import { companyNameOfUser, emailLookupResult, lookupEmail, noAddonsMessage, notFoundMessage } from './email-lookup';

const acme = { company: { name: 'Acme Data' } };

describe('e-mail lookup results (spec §2 "Admin routes", §8 "E-mail lookup")', () => {
  it("says '{email} could not be found' on a 404", () => {
    expect(notFoundMessage('nobody@example.test')).toBe('nobody@example.test could not be found');
    expect(emailLookupResult('nobody@example.test', { found: false })).toEqual({
      kind: 'not-found',
      message: 'nobody@example.test could not be found',
    });
  });

  it("says '{email} was found but their company has no add-ons' when the list is empty", () => {
    expect(noAddonsMessage('owner@solo.test')).toBe('owner@solo.test was found but their company has no add-ons');
    expect(emailLookupResult('owner@solo.test', { found: true, addons: [] })).toEqual({
      kind: 'no-add-ons',
      message: 'owner@solo.test was found but their company has no add-ons',
    });
  });

  it('names the company that has no add-ons when it is known (issue 31 item 16)', () => {
    expect(noAddonsMessage('owner@solo.test', 'Solo Labs')).toBe('owner@solo.test was found but their company, Solo Labs, has no add-ons');
    expect(emailLookupResult('owner@solo.test', { found: true, addons: [] }, 'Solo Labs')).toEqual({
      kind: 'no-add-ons',
      message: 'owner@solo.test was found but their company, Solo Labs, has no add-ons',
    });
    // A company name never turns a 404 into "found".
    expect(emailLookupResult('nobody@example.test', { found: false }, 'Solo Labs')).toMatchObject({ kind: 'not-found' });
  });

  it("lists the add-ons of that user's company, naming the company and counting them", () => {
    expect(emailLookupResult('partner@acme.test', { found: true, addons: [acme, acme] })).toEqual({
      kind: 'add-ons',
      message: 'partner@acme.test was found: their company, Acme Data, has 2 add-ons',
      companyName: 'Acme Data',
      count: 2,
    });
    expect(emailLookupResult('partner@acme.test', { found: true, addons: [acme] })).toMatchObject({ message: 'partner@acme.test was found: their company, Acme Data, has 1 add-on' });
  });

  it('keeps the e-mail exactly as written in every message (a + is part of the address)', () => {
    expect(notFoundMessage('ops+billing@acme.test')).toBe('ops+billing@acme.test could not be found');
  });

  it('looks up what was typed without surrounding spaces', () => {
    expect(lookupEmail('  partner@acme.test \n')).toBe('partner@acme.test');
  });
});

describe('companyNameOfUser', () => {
  const companies = [
    { name: 'Acme Data', users: [{ email: 'partner@acme.test' }, { email: 'ops@acme.test' }] },
    { name: 'Solo Labs', users: [{ email: 'owner@solo.test' }] },
  ];

  it("finds the user's company, whatever the letter case of the e-mail", () => {
    expect(companyNameOfUser(companies, 'owner@solo.test')).toBe('Solo Labs');
    expect(companyNameOfUser(companies, 'OPS@Acme.test')).toBe('Acme Data');
  });

  it('knows no company for an e-mail no company lists', () => {
    expect(companyNameOfUser(companies, 'nobody@example.test')).toBeNull();
    expect(companyNameOfUser([], 'owner@solo.test')).toBeNull();
  });
});
