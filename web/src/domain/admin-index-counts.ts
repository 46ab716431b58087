/**
 * The admin index's live counts for the Addresses and Users cards (spec §2
 * "admin index: cards leading to … addresses, users"): what each card says
 * is exactly what its screen lists by default, so both come from
 * `listedCompanies` (issue 31: the rule had only a story guarding it).
 */
import type { AddonState } from '../api/addon-lists';
import { listedCompanies } from './admin-companies';

interface CountedCompany {
  addons: readonly { state: AddonState }[];
  users: readonly unknown[];
}

/** The rows of the default Addresses list: companies with a beta or GA add-on. */
export function addressesCardCount(companies: readonly CountedCompany[]): number {
  return listedCompanies(companies, false).length;
}

/** The rows of the default Users list: every user of those companies, a company's users once each. */
export function usersCardCount(companies: readonly CountedCompany[]): number {
  return listedCompanies(companies, false).reduce((sum, company) => sum + company.users.length, 0);
}
