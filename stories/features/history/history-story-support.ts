/** What the History stories share: the route, a seeded trail, and the trail's endpoint waiting or failing. */
import { delay, http, HttpResponse } from 'msw';
import { auditEntries, type AuditEntryRecord } from '../../../fixtures/data/audit-entries';
import type { SandboxStore } from '../../../fixtures/msw';
import type { AuditKind } from '../../../web/src/api/audit-entries';

export { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
export { mobile } from '../company/company-story-support';

/** `/addons/{slug}/history`, with the filters' query when given. */
export const historyPath = (slug: string, query = '') => `/addons/${slug}/history${query}`;

type Seed = [kind: AuditKind, actor: string, changes: AuditEntryRecord['changes']];

const LONG_LEGAL =
  'Acme Data processes customer data only to provide the service. Backups are encrypted at rest with keys held in the region the database runs in, and are deleted 35 days after the add-on is removed. See the data processing agreement for the full terms.';

/** Twelve kinds of change, by three partners and an admin, each once a day going back from 20 November 2026. */
const seeds: readonly Seed[] = [
  ['listing', 'partner@acme.test', [{ field: 'Summary', before: 'Managed Postgres.', after: 'Managed Postgres with point-in-time recovery and read replicas.' }]],
  ['setting', 'ops@acme.test', [{ field: 'OAuth client secret', before: null, after: 'regenerated' }]],
  ['plan', 'partner@acme.test', [{ field: 'Plan "Standard 2": Price per month', before: '$200.00', after: '$180.00' }, { field: 'Plan "Standard 2": Visible', before: 'no', after: 'yes' }]],
  ['approval', 'admin@platform.test', [{ field: 'Pricing Plan Approval: State', before: 'Pending', after: 'Approved' }, { field: 'Pricing Plan Approval: Notes', before: null, after: 'Prices in line with comparable data stores.', admin_only: true }]],
  ['feature', 'billing@acme.test', [{ field: 'Feature "Connections": Name', before: null, after: 'Connections' }, { field: 'Feature "Connections": Type', before: null, after: 'number' }]],
  ['listing', 'partner@acme.test', [{ field: 'Legal statements', before: null, after: LONG_LEGAL }]],
  ['company_user', 'partner@acme.test', [{ field: 'Company user', before: null, after: 'ops@acme.test' }]],
  ['progression', 'admin@platform.test', [{ field: 'State', before: 'Beta', after: 'GA' }, { field: 'Visible in the marketplace', before: 'no', after: 'yes' }]],
  ['setting', 'ops@acme.test', [{ field: 'Website URL', before: 'https://acme.test', after: 'https://acme.test/postgres' }]],
  ['listing', 'billing@acme.test', [{ field: 'Benefit "Automatic failover": Position', before: '4', after: '3' }]],
  ['plan', 'partner@acme.test', [{ field: 'Default plan', before: 'hobby', after: 'standard-0' }]],
  ['company_user', 'ops@acme.test', [{ field: 'Company user', before: 'former@acme.test', after: null }]],
];

/** `count` entries of `slug`'s history (the seeds over again past twelve), newest first on 20 November 2026 at 18:00 UTC. */
export const withHistory =
  (slug: string, count = seeds.length, extra: readonly Seed[] = []) =>
  (store: SandboxStore): void => {
    const addon = store.findAddon(slug);
    if (!addon) throw new Error(`No add-on ${slug}`);
    const all = [...extra, ...Array.from({ length: count }, (_unused, n) => seeds[n % seeds.length]!)];
    const records = all.map(([kind, actor, changes], n): AuditEntryRecord => ({
      id: `${slug}-audit-${n + 1}`,
      kind,
      company_id: addon.company_id,
      addon_id: kind === 'company_user' ? null : addon.id,
      actor_email: actor,
      actor_platform_admin: actor.endsWith('@platform.test'),
      created_at: new Date(Date.UTC(2026, 10, 20, 18) - n * 86_400_000 - (n % 7) * 3_600_000).toISOString(),
      changes,
    }));
    // Stored oldest first, as the sandbox appends them.
    store.recordsOf(auditEntries).push(...records.reverse());
  };

const trail = '/api/v3/addons/:slug/audit_entries';
/** The trail never answers (the loading state). */
export const historyPending = http.get(trail, async () => {
  await delay('infinite');
  return undefined;
});
/** The trail fails with the server's message. */
export const historyFailing = http.get(trail, () => HttpResponse.json({ id: 'unavailable', message: 'The audit trail is unavailable right now.' }, { status: 503 }));
