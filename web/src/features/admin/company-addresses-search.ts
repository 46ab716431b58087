import type { AdminCompany } from '../../api/admin-companies';

/**
 * What the admin Addresses table's search box looks a company up by: what its
 * columns show as text (spec §2: company, add-ons, street, city, state, zip,
 * and the country) — not its map link, a URL nobody types, whose safety check
 * (`new URL` per row) made every search of 10 000 companies slow (issue 33).
 * The grid's own quick filter would format and test every column of every row
 * on each search; one text per row costs one `includes`.
 */
export function companyAddressesSearchText(company: AdminCompany): readonly string[] {
  return [
    company.name,
    ...company.addons.map((addon) => addon.displayName),
    company.addr1 ?? '',
    company.addr2 ?? '',
    company.city ?? '',
    company.state ?? '',
    company.zip ?? '',
    company.country ?? '',
  ];
}
