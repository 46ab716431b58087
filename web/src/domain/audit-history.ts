/**
 * The add-on History screen's decisions (issue 25 item 1): the kinds' names,
 * the filters kept in the address (so Back and reload keep them), and how a
 * change reads. The kinds come from the contract as a type only; this list
 * must name each (a missing or extra one is a type error).
 */
import type { AuditKind } from '../api/audit-entries';

export const AUDIT_KIND_LABELS = {
  listing: 'Listing',
  plan: 'Plan',
  feature: 'Feature',
  approval: 'Approval',
  progression: 'Progression',
  setting: 'Setting',
  company_user: 'Company user',
} as const satisfies Record<AuditKind, string>;

export const auditKinds = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

/** The address's query parameters for the two filters. */
export const HISTORY_FILTER_PARAMS = { kind: 'kind', actor: 'person' } as const;

export interface HistoryFilters {
  kind: AuditKind | undefined;
  actor: string | undefined;
}

const isKind = (value: string | null): value is AuditKind => value !== null && Object.hasOwn(AUDIT_KIND_LABELS, value);
/** An e-mail the API would take; anything else in the address is ignored rather than sent to fail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The filters an address asks for; an unknown kind or a person that is no e-mail means no filter. */
export function historyFiltersOf(search: URLSearchParams): HistoryFilters {
  const kind = search.get(HISTORY_FILTER_PARAMS.kind);
  const actor = search.get(HISTORY_FILTER_PARAMS.actor)?.trim() ?? '';
  return { kind: isKind(kind) ? kind : undefined, actor: EMAIL.test(actor) ? actor : undefined };
}

/** The address's query with one filter set (or, for `''`, removed), the others kept. */
export function withHistoryFilter(search: URLSearchParams, filter: keyof HistoryFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '') next.delete(HISTORY_FILTER_PARAMS[filter]);
  else next.set(HISTORY_FILTER_PARAMS[filter], value);
  return next;
}

/** A value as the history shows it: nothing reads as an em dash. */
export function auditValueText(value: string | null): string {
  return value === null || value === '' ? '—' : value;
}

/** Who made a change; the API hides platform administrators' e-mails from partners (spec §6). */
export function auditActorText(email: string | null): string {
  return email ?? 'Platform administrator';
}

/** The people to filter by: every e-mail in the history, sorted, and the one chosen even when absent. */
export function auditPeople(entries: readonly { actorEmail: string | null }[], chosen?: string): string[] {
  const people = new Set(entries.flatMap((entry) => (entry.actorEmail ? [entry.actorEmail] : [])));
  if (chosen) people.add(chosen);
  return [...people].sort((a, b) => a.localeCompare(b));
}

/** One change on one line, for the CSV export and the quick filter: `Summary: old → new`. */
export function auditChangeLine(change: { field: string; before: string | null; after: string | null }): string {
  return `${change.field}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`;
}
