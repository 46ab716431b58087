/**
 * Live counts for the admin index's cards, from the same query as the
 * Addresses and Users screens, so opening a screen after the index costs no
 * second download.
 */
import { useAdminCompanies } from '../../api/admin-companies';
import { addressesCardCount, usersCardCount } from '../../domain/admin-index-counts';
import type { LiveCountSource } from './LiveCount';

/** How many companies have a beta or GA add-on: the rows of the default Addresses list. */
export function useCompaniesWithBetaOrGaAddonCount(): LiveCountSource {
  const companies = useAdminCompanies();
  return { count: companies.data && addressesCardCount(companies.data), isPending: companies.isPending, isError: companies.isError };
}

/** How many users the Users list shows: those of companies with a beta or GA add-on. */
export function useListedCompanyUserCount(): LiveCountSource {
  const companies = useAdminCompanies();
  const count = companies.data && usersCardCount(companies.data);
  return { count, isPending: companies.isPending, isError: companies.isError };
}
