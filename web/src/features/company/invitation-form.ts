/** The invite form (issue 35 §3): an e-mail (no platform account needed) and a role. */
import * as yup from 'yup';
import { invitationTextRules } from '../../api/company-invitations';
import type { CompanyRoleWire } from '../../api/company-users';
import { yupText } from '../../api/yup-rules';
import { COMPANY_ROLES } from '../../domain/company-permissions';

export type InvitationValues = { email: string; role: CompanyRoleWire };

/** Least privilege first: the form starts at the read-only role, as an added account does. */
export const INITIAL_INVITATION: InvitationValues = { email: '', role: 'support' };

/** What each role may do, beside its name in the select (from the sentences). */
export const ROLE_SUMMARIES: Readonly<Record<CompanyRoleWire, string>> = {
  owner: 'everything, including users and roles',
  developer: 'listing, plans, settings, credentials, approvals',
  finance: 'reports and repricing requests; read-only elsewhere',
  support: 'read-only everywhere',
};

export const invitationFormSchema = yup.object({
  email: yupText(invitationTextRules.email),
  role: yup.mixed<CompanyRoleWire>().oneOf([...COMPANY_ROLES]).required(),
});
