/**
 * Live counts for the admin index's cards (the integrator wires them into
 * AdminIndexPage): from the same query as the Addresses and Users screens, so
 * opening a screen after the index costs no second download.
 */
import { useAdminCompanies } from '../../api/admin-companies';
import { countCompaniesWithBetaOrGaAddon } from '../../domain/admin-companies';

/**
 * How many companies have a beta or GA add-on: the rows of the default
 * Addresses list and of the Users list. `undefined` while loading or failed.
 */
export function useCompaniesWithBetaOrGaAddonCount(): number | undefined {
  const companies = useAdminCompanies();
  return companies.data ? countCompaniesWithBetaOrGaAddon(companies.data) : undefined;
}
