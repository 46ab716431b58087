/**
 * A story's store with `count` generated companies in place of the seed's:
 * each with a beta or GA add-on (about one in six also an alpha one), a user or
 * two, and an address, so the admin tables can be shown with 10 000 records.
 * Plain and deterministic (the same rows every run, for the screenshots); a
 * seeded faker generator may replace it.
 */
import type { AddonRecord, CompanyRecord, UserRecord } from '../../fixtures/data';
import type { CompanyUserRecord } from '../../fixtures/data/company-users';
import { addedAccounts } from '../../fixtures/model/accounts';
import { storedCompanies, storedCompanyUsers } from '../../fixtures/model/company-records';
import type { SandboxStore } from '../../fixtures/msw';

const FIRST = ['Amber', 'Birch', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper'] as const;
const SECOND = ['Analytics', 'Backup', 'Cloud', 'Data', 'Edge', 'Forms', 'Graph', 'Hosting', 'Insight', 'Jobs'] as const;
const CITIES = [
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Berlin', state: null, zip: '10115' },
  { city: 'Chicago', state: 'IL', zip: '60601' },
  { city: 'Dublin', state: null, zip: 'D02 X285' },
  { city: 'Edinburgh', state: null, zip: 'EH1 1YZ' },
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** A fixed scramble of the index (Knuth's multiplicative hash), so neighbouring rows differ. */
const scramble = (index: number, salt: number) => (Math.imul(index + salt, 2654435761) >>> 0) >>> 8;

export function seedBulkCompanies(store: SandboxStore, count: number): void {
  const template = store.addons[0];
  if (!template) throw new Error('The seed has no add-on to copy');
  const companies: CompanyRecord[] = [];
  const addons: AddonRecord[] = [];
  const accounts: UserRecord[] = [];
  const companyUsers: CompanyUserRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = String(index + 1).padStart(5, '0');
    const id = `bulk-${number}`;
    const name = `${pick(FIRST, scramble(index, 1))} ${pick(SECOND, scramble(index, 2))} ${number}`;
    const place = pick(CITIES, scramble(index, 3));
    companies.push({
      id,
      name,
      addr1: `${(scramble(index, 4) % 900) + 100} Market Street`,
      addr2: scramble(index, 5) % 4 === 0 ? `Suite ${(scramble(index, 6) % 50) + 1}` : null,
      city: place.city,
      state: place.state,
      zip: place.zip,
      country: 'United States',
      phone: null,
      email_admin: `owner@${id}.test`,
      technical_contact_full_name: null,
      billing_full_name: null,
      billing_email: null,
      google_maps_link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.city} ${number}`)}`,
    });
    const kind = scramble(index, 7) % 6;
    const states = kind === 0 ? (['ga', 'alpha'] as const) : ([kind % 2 === 0 ? 'ga' : 'beta'] as const);
    states.forEach((state, position) => {
      const slug = `${id}-${position === 0 ? 'main' : 'labs'}`;
      addons.push({ ...template, id: slug, slug, name: slug, display_name: `${name} ${position === 0 ? 'Main' : 'Labs'}`, state, company_id: id, icon: null });
    });
    const userCount = scramble(index, 8) % 3 === 0 ? 2 : 1;
    for (let user = 0; user < userCount; user += 1) {
      const accountId = `${id}-account-${user}`;
      const seed = scramble(index, 9);
      const created = new Date(Date.UTC(2020 + (seed % 6), seed % 12, (seed % 27) + 1 + user)).toISOString();
      accounts.push({ id: accountId, email: `${user === 0 ? 'owner' : 'dev'}@${id}.test`, name, company_id: id, admin: user === 0, provider: true, acknowledged_msa: true });
      companyUsers.push({ id: `${id}-user-${user}`, company_id: id, user_id: accountId, allow_tracking: false, created_at: created, updated_at: created });
    }
  }
  storedCompanies(store).splice(0, Infinity, ...companies);
  storedCompanyUsers(store).splice(0, Infinity, ...companyUsers);
  addedAccounts(store).push(...accounts);
  store.addons = addons;
}
