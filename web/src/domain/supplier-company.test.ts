import { describe, expect, it } from 'vitest';
import { isAddonCompanyRecord, linkNamesAddonCompany } from './supplier-company';

describe('linkNamesAddonCompany', () => {
  it("accepts the add-on's company, or a link that names none", () => {
    expect(linkNamesAddonCompany(['acme-data'], 'acme-data')).toBe(true);
    expect(linkNamesAddonCompany([], 'acme-data')).toBe(true);
  });

  it.each<[string, string[]]>([
    ["another company's id", ['northwind-monitoring']],
    ['an unknown id', ['no-such-company']],
    ['an empty value', ['']],
    ['the id with a space', ['acme-data ']],
    ['the id in capitals', ['ACME-DATA']],
    ['a uuid', ['6f1c2a4e-9b1d-4c4e-8a53-0d2f4b7e1a90']],
    ['a path climbing out', ['../northwind-monitoring']],
    ['the id then a path', ['acme-data/../northwind-monitoring']],
    ['a second company behind the right one', ['acme-data', 'northwind-monitoring']],
    ['the right one behind a second company', ['northwind-monitoring', 'acme-data']],
    ['a very long value', ['acme-data'.repeat(1000)]],
    ['markup', ['<img src=x onerror=alert(1)>']],
  ])('refuses %s', (_, linked) => {
    expect(linkNamesAddonCompany(linked, 'acme-data')).toBe(false);
  });
});

describe('isAddonCompanyRecord', () => {
  it("accepts the company's own record only", () => {
    expect(isAddonCompanyRecord('sv-acme-data', 'sv-acme-data')).toBe(true);
    expect(isAddonCompanyRecord('sv-northwind-monitoring', 'sv-acme-data')).toBe(false);
    expect(isAddonCompanyRecord('', 'sv-acme-data')).toBe(false);
  });

  it('refuses every record when the company has none', () => {
    expect(isAddonCompanyRecord('sv-acme-data', null)).toBe(false);
    expect(isAddonCompanyRecord('', null)).toBe(false);
  });
});
