/** The one-field e-mail forms (alpha users, plan passes): the contract's e-mail rule as Yup. */
import * as yup from 'yup';

export interface InviteValues {
  email: string;
}

export const inviteFields = ['email'] as const;

/** The client half of `invitedEmailSchema` (api/alpha-users.ts); validation-parity tests hold them together. */
export const inviteSchema = yup.object({
  email: yup.string().trim().required("can't be blank").email('must be an e-mail address'),
});
