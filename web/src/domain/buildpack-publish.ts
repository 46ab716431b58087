/**
 * Rules of the publish flow (issue 23, spec §2 "/buildpacks", §3): who a
 * buildpack can be published as — the user or one of their teams, an
 * enterprise team shown as a team — with the namespace that owner publishes
 * under, and what each support method asks for (an e-mail, an https page, or
 * nothing: the repository's issues, or no support at all).
 */
import type { BuildpackOwner } from '../api/buildpacks';
import type { Membership } from '../api/buildpack-memberships';
import type { SupportMethod } from '../api/buildpack-rules';

export interface OwnerChoice {
  /** The select's value: `user` or `team:<id>`, unique. */
  value: string;
  label: string;
  owner: { id: string; type: BuildpackOwner['type'] };
  /** What the namespace field is filled with when this owner is chosen ('' when unknown). */
  namespace: string;
  /** Publishing as this owner asks for a second factor. */
  twoFactor: boolean;
}

/**
 * The user first ("You (login)"), then their teams by name; an enterprise
 * team reads as a team. The user's own namespace is their code-hosting
 * login, as their existing buildpacks have it (blank when it is not known).
 */
export function ownerChoices(user: { id: string; name: string }, memberships: readonly Membership[], personalNamespace = ''): OwnerChoice[] {
  const teams = [...memberships]
    .sort((a, b) => a.team.name.localeCompare(b.team.name))
    .map(
      (membership): OwnerChoice => ({
        value: `team:${membership.team.id}`,
        label: `Team ${membership.team.name}`,
        owner: { id: membership.team.id, type: membership.team.type },
        namespace: membership.team.name,
        twoFactor: membership.team.twoFactorAuthentication,
      }),
    );
  const you: OwnerChoice = {
    value: 'user',
    label: `You (${user.name})`,
    owner: { id: user.id, type: 'user' },
    namespace: personalNamespace,
    twoFactor: false,
  };
  return [you, ...teams];
}

export interface SupportAddressField {
  label: string;
  /** The input's type, so phones offer the right keyboard. */
  type: 'email' | 'url';
  helperText: string;
}

const SUPPORT_ADDRESS_FIELDS: Record<SupportMethod, SupportAddressField | undefined> = {
  email: { label: 'Support e-mail address', type: 'email', helperText: 'Where users of the buildpack write for help.' },
  website: { label: 'Support page', type: 'url', helperText: 'An https:// page where users of the buildpack get help.' },
  github: undefined,
  unsupported: undefined,
};

/** The address field a method needs; `undefined`: it needs none (and none is sent). */
export function supportAddressField(method: SupportMethod): SupportAddressField | undefined {
  return SUPPORT_ADDRESS_FIELDS[method];
}

export const SUPPORT_METHOD_LABELS: Record<SupportMethod, string> = {
  github: "The repository's issues",
  email: 'E-mail',
  website: 'A support website',
  unsupported: 'Not supported',
};

/** `acme-data/metrics-buildpack` → its owner and name; anything else is no repository. */
export function parseRepository(fullName: string): { owner: string; repo: string } | undefined {
  const parts = fullName.trim().split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
  return { owner: parts[0], repo: parts[1] };
}
