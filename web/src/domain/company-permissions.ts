/**
 * Company roles (issue 35 §2): least privilege inside a partner company. One
 * table says which roles may take each action; the sandbox enforces it (403
 * naming the role needed) and the SPA reads the same table to hide or disable
 * what a role may not do, so a button never fails. Platform admins are outside
 * company roles and never pass through this table.
 */
import type { CompanyRoleWire } from '../api/company-users';

export const COMPANY_ROLES = ['owner', 'developer', 'finance', 'support'] as const satisfies readonly CompanyRoleWire[];
export type CompanyRole = CompanyRoleWire;

export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  owner: 'Owner',
  developer: 'Developer',
  finance: 'Finance',
  support: 'Support',
};

/**
 * Action → roles allowed, from the sentences:
 * Owner: everything, including users and roles. Developer: listing, plans,
 * features, settings and credentials, approvals and reviews; no reports, no
 * users. Finance: reports and repricing requests, read-only elsewhere.
 * Support: read-only everywhere (logs and failed attempts included).
 */
export const COMPANY_PERMISSIONS = {
  /** Any read that is not reports or users: listing, plans, logs, failed attempts, settings. */
  read: ['owner', 'developer', 'finance', 'support'],
  viewReports: ['owner', 'finance', 'support'],
  viewUsers: ['owner', 'finance', 'support'],
  editListing: ['owner', 'developer'],
  managePlans: ['owner', 'developer'],
  manageCredentials: ['owner', 'developer'],
  requestApproval: ['owner', 'developer'],
  requestRepricing: ['owner', 'finance'],
  editCompany: ['owner'],
  manageUsers: ['owner'],
  /** The caller's own things (terms acceptance, notification read marks): every role. */
  ownAccount: ['owner', 'developer', 'finance', 'support'],
} as const satisfies Record<string, readonly CompanyRole[]>;

export type CompanyAction = keyof typeof COMPANY_PERMISSIONS;

/** What the refusal says each action is, finishing "Only an Owner … can …". */
const ACTION_PHRASES: Readonly<Record<CompanyAction, string>> = {
  read: 'see this',
  viewReports: 'see reports',
  viewUsers: "see the company's users",
  editListing: 'edit the listing',
  managePlans: 'change plans and features',
  manageCredentials: 'change settings and credentials',
  requestApproval: 'request approvals and reviews',
  requestRepricing: 'request repricings',
  editCompany: "edit the company's information",
  manageUsers: "manage the company's users and their roles",
  ownAccount: 'do this',
};

export function mayDo(role: CompanyRole, action: CompanyAction): boolean {
  return (COMPANY_PERMISSIONS[action] as readonly CompanyRole[]).includes(role);
}

/** "Owner", "Owner or Developer", "Owner, Finance or Support". */
function roleList(roles: readonly CompanyRole[]): string {
  const labels = roles.map((role) => COMPANY_ROLE_LABELS[role]);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The sentence a refusal carries (403 in the sandbox, the disabled control's reason in the SPA). */
export function permissionSentence(action: CompanyAction): string {
  const roles = COMPANY_PERMISSIONS[action];
  const article = /^[AEIOU]/.test(COMPANY_ROLE_LABELS[roles[0]]) ? 'an' : 'a';
  return `Only ${article} ${roleList(roles)} can ${ACTION_PHRASES[action]}.`;
}

/** Why this role may not take the action, or `null` when it may. */
export function roleRefusal(role: CompanyRole, action: CompanyAction): string | null {
  return mayDo(role, action) ? null : permissionSentence(action);
}

/**
 * Today's company users carry `admin` and `provider` flags whose effect was
 * never shown (docs/decisions/0004-company-roles.md): admins become Owners,
 * everyone else Developers, so nobody loses what they could do on the listing.
 */
export function roleFromFlags(flags: { admin: boolean }): CompanyRole {
  return flags.admin ? 'owner' : 'developer';
}

export const LAST_OWNER_REASON = 'A company needs at least one Owner, so its last Owner cannot be removed or given another role.';

/** Why this user's role cannot change to `next` (or they cannot be removed: `next` null), or `null` when it can. */
export function lastOwnerRefusal(current: CompanyRole, next: CompanyRole | null, ownerCount: number): string | null {
  return current === 'owner' && next !== 'owner' && ownerCount <= 1 ? LAST_OWNER_REASON : null;
}
