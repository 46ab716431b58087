/** The e-mail lookup's form (spec §2 "enter an e-mail"): one field, an address as the contract judges one. */
import * as yup from 'yup';
import { emailLookupRule } from '../../api/addon-lists';
import { yupText } from '../../api/yup-rules';

export type EmailLookupValues = { email: string };

export const EMAIL_LOOKUP_LABEL = 'User e-mail';

export const emailLookupSchema = yup.object({ email: yupText(emailLookupRule) });
