/**
 * Whose history an entry lands in, over real HTTP (issue 31, "tests that let
 * defects through"): an add-on's History holds that add-on's entries and its
 * company's (company users), never a sibling add-on's of the same company,
 * nor another company's. Each side is its own write, so a filter that keeps
 * "the same company" or "any company-wide entry" fails here.
 */
import { expect, it } from 'vitest';
import { auditEntrySchema, type AuditEntryWire } from '../../web/src/api/audit-entries';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call: callRoot } = sandboxForFile();
const call = (path: string, token: string, init: RequestInit = {}) => callRoot(`/api/v3${path}`, token, init);

const patchSummary = (slug: string, summary: string, token = tokens.partner) =>
  call(`/addons/${slug}`, token, { method: 'PATCH', body: JSON.stringify({ summary }) });

const addCompanyUser = (companyId: string, email: string, token: string) =>
  call(`/companies/${companyId}/company_users`, token, { method: 'POST', body: JSON.stringify({ email }) });

/** Every value an entry's changes mention, so a write is recognised by what it wrote. */
const mentions = (entries: AuditEntryWire[]) =>
  entries.flatMap((entry) => entry.changes.map((change) => `${entry.kind}: ${change.before ?? ''} → ${change.after ?? ''}`));

it("shows an add-on its own and its company's entries, never a sibling add-on's or another company's", async () => {
  // Acme Postgres and Acme Stream are both Acme Data's; Northwind APM is another company's.
  expect((await patchSummary('acme-postgres', 'Postgres, written to its own history.')).status).toBe(200);
  expect((await patchSummary('acme-stream', 'Stream, a sibling of Postgres.')).status).toBe(200);
  expect((await patchSummary('northwind-apm', 'APM, another company.', tokens.admin)).status).toBe(200);
  // Company-wide: Acme revokes a user of its own; Northwind gains one.
  expect((await call('/companies/acme-data/company_users/cu-acme-ops', tokens.partner, { method: 'DELETE' })).status).toBeLessThan(300);
  expect((await addCompanyUser('northwind-monitoring', 'sasha@contractors.test', tokens.admin)).status).toBe(201);

  const { status, body } = await call('/addons/acme-postgres/audit_entries', tokens.partner);
  expect(status).toBe(200);
  const seen = mentions(auditEntrySchema.array().parse(body));
  expect(seen.some((text) => text.startsWith('listing:') && text.endsWith('Postgres, written to its own history.'))).toBe(true);
  expect(seen.some((text) => text.includes('ops@acme.test'))).toBe(true);
  expect(seen.some((text) => text.includes('Stream, a sibling of Postgres.'))).toBe(false);
  expect(seen.some((text) => text.includes('APM, another company.'))).toBe(false);
  expect(seen.some((text) => text.includes('sasha@contractors.test'))).toBe(false);

  // The sibling's history is the mirror image: its own entry and the company's, not Postgres's.
  const sibling = mentions(auditEntrySchema.array().parse((await call('/addons/acme-stream/audit_entries', tokens.partner)).body));
  expect(sibling.some((text) => text.startsWith('listing:') && text.endsWith('Stream, a sibling of Postgres.'))).toBe(true);
  expect(sibling.some((text) => text.includes('ops@acme.test'))).toBe(true);
  expect(sibling.some((text) => text.includes('Postgres, written to its own history.'))).toBe(false);
});
