/**
 * An add-on's audit trail (issue 25 item 1): who changed what and when, one
 * entry per kind of record a successful write changed, field by field. The
 * partner API records them itself (a refused write leaves none) and serves
 * them newest first to the add-on's company users and to platform admins.
 * Secrets are never recorded: a regenerated secret reads 'regenerated'.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

/** What a write changed, as the issue names them: listing, plan, feature, approval, progression, setting, company user. */
export const AUDIT_KIND_VALUES = ['listing', 'plan', 'feature', 'approval', 'progression', 'setting', 'company_user'] as const;
export const auditKindSchema = z.enum(AUDIT_KIND_VALUES);

/** What a secret's change reads instead of its values. */
export const REGENERATED = 'regenerated';

export const auditChangeSchema = z.object({
  /** Readable, e.g. `Summary` or `Benefit "Fast backups": Title`. */
  field: z.string(),
  /** `null`: there was no value (a record created, a field set for the first time). */
  before: z.string().nullable(),
  /** `null`: no value any more (a record deleted, a field cleared). */
  after: z.string().nullable(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  kind: auditKindSchema,
  /**
   * Who made the change. `null` for partners when a platform administrator
   * made it: approver e-mails are for admins only (spec §6).
   */
  actor_email: z.email().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  changes: z.array(auditChangeSchema).min(1),
});

/** The filters, each given at most once; none: every entry. */
export const auditEntriesQuerySchema = z.object({
  kind: z.array(auditKindSchema).max(1, 'give kind once').optional(),
  actor: z.array(z.email()).max(1, 'give actor once').optional(),
});

export type AuditKind = z.infer<typeof auditKindSchema>;
export type AuditChange = z.infer<typeof auditChangeSchema>;
export type AuditEntryWire = z.infer<typeof auditEntrySchema>;
export type AuditEntry = Camelized<AuditEntryWire>;
export interface AuditFilters {
  kind?: AuditKind | undefined;
  actor?: string | undefined;
}

export const auditEntryEndpoints = defineEndpoints({
  'get /addons/{slug}/audit_entries': {
    api: 'partner',
    summary: "An add-on's audit trail, newest first, filtered by kind and actor e-mail (its company's users and platform admins; 404 otherwise)",
    access: 'user',
    query: auditEntriesQuerySchema,
    response: z.array(auditEntrySchema),
  },
});

export const auditEntriesKey = (slug: string, filters: AuditFilters = {}) =>
  [...addonKey(slug), 'audit-entries', { kind: filters.kind ?? null, actor: filters.actor ?? null }] as const;

export const auditEntriesQueryOptions = (slug: string, filters: AuditFilters = {}) =>
  queryOptions({
    queryKey: auditEntriesKey(slug, filters),
    queryFn: ({ signal }): Promise<AuditEntry[]> =>
      callEndpoint(auditEntryEndpoints['get /addons/{slug}/audit_entries'], {
        params: { slug },
        query: { kind: filters.kind, actor: filters.actor },
        signal,
      }),
  });

export function useAuditEntries(slug: string, filters: AuditFilters = {}) {
  return useQuery(auditEntriesQueryOptions(slug, filters));
}
