/**
 * Scopes of personal API tokens (issue 35 §4), read off the one permission
 * table (company-permissions.ts): each company action a token may take is one
 * scope, so a new action cannot be forgotten here (the record below must name
 * each). A token never carries more than its creator's role allows, when it is
 * made (the sandbox answers 422 on `scopes`, the form offers only these) and
 * when it is used (the role is checked again per call, so a token does not
 * outlive a demotion).
 */
import type { ApiTokenExpiryDays, ApiTokenScope } from '../api/api-tokens';
import { COMPANY_ROLE_LABELS, mayDo, type CompanyAction, type CompanyRole } from './company-permissions';

/** The caller's own things (terms, read marks) need no scope: a token acts as its creator for them. */
type ScopedAction = Exclude<CompanyAction, 'ownAccount'>;

/** Scope → the action it grants; one scope per action (api-token-scopes.test.ts holds it to a bijection). */
export const SCOPE_ACTIONS = {
  read_listing: 'read',
  read_reports: 'viewReports',
  read_users: 'viewUsers',
  write_listing: 'editListing',
  manage_plans: 'managePlans',
  manage_credentials: 'manageCredentials',
  request_approvals: 'requestApproval',
  request_repricings: 'requestRepricing',
  edit_company: 'editCompany',
  manage_users: 'manageUsers',
} as const satisfies Record<ApiTokenScope, ScopedAction>;

/** Names for people (checkboxes, the list, refusals). */
export const SCOPE_LABELS: Readonly<Record<ApiTokenScope, string>> = {
  read_listing: 'Read listing',
  read_reports: 'Read reports',
  read_users: 'Read users',
  write_listing: 'Write listing',
  manage_plans: 'Manage plans',
  manage_credentials: 'Manage credentials',
  request_approvals: 'Request approvals',
  request_repricings: 'Request repricings',
  edit_company: 'Edit company',
  manage_users: 'Manage users',
};

/** What each scope lets a script do, under its checkbox. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<ApiTokenScope, string>> = {
  read_listing: 'Read add-ons, listings, plans, settings, logs and failed attempts',
  read_reports: 'Read usage and revenue reports',
  read_users: "Read the company's users",
  write_listing: 'Edit listings, benefits, screenshots and alpha users',
  manage_plans: 'Create and change plans, features and plan passes',
  manage_credentials: 'Regenerate credentials, manage webhook endpoints',
  request_approvals: 'Request approvals, progressions and automatic reviews',
  request_repricings: 'Request and withdraw repricings',
  edit_company: "Edit the company's information",
  manage_users: 'Add and remove users, change roles, invite',
};

const SCOPES = Object.keys(SCOPE_ACTIONS) as ApiTokenScope[];

/** The scope that grants an action; `null` for the caller's own things, which need none. */
export function scopeOfAction(action: CompanyAction): ApiTokenScope | null {
  return SCOPES.find((scope) => SCOPE_ACTIONS[scope] === action) ?? null;
}

/** The scopes a role may grant, in the table's order. No company role (platform admins, no company): none. */
export function grantableScopes(role: CompanyRole | null): ApiTokenScope[] {
  return role === null ? [] : SCOPES.filter((scope) => mayDo(role, SCOPE_ACTIONS[scope]));
}

/** Why these scopes cannot be granted by this role (the 422 on `scopes`), or `null` when they all can. */
export function scopesBeyondRole(role: CompanyRole | null, scopes: readonly ApiTokenScope[]): string | null {
  const allowed = new Set(grantableScopes(role));
  const beyond = scopes.filter((scope) => !allowed.has(scope));
  if (beyond.length === 0) return null;
  const names = beyond.map((scope) => `“${SCOPE_LABELS[scope]}”`).join(', ');
  return role === null
    ? `cannot include ${names}: only a company's users can make tokens with scopes`
    : `cannot include ${names}: your role (${COMPANY_ROLE_LABELS[role]}) does not allow it`;
}

/**
 * Why a token with these scopes may not take the action, naming the missing
 * scope (the 403 of a call), or `null` when it may. The creator's role is
 * checked separately, per call, by the role guard: together they are the
 * intersection of the token's scopes and the creator's current role.
 */
export function tokenScopeRefusal(scopes: readonly ApiTokenScope[], action: CompanyAction): string | null {
  const needed = scopeOfAction(action);
  if (needed === null || scopes.includes(needed)) return null;
  return `This API token lacks the “${SCOPE_LABELS[needed]}” scope (${needed}) this call needs.`;
}

const DAY_MS = 86_400_000;

/** When a token made at `createdAt` for `days` days expires. */
export function tokenExpiresAt(createdAt: Date, days: ApiTokenExpiryDays): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/** Whether a token is past its expiry at `now`: at the very instant it expires it no longer works. */
export function isTokenExpired(expiresAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(expiresAt);
}
