/** The Add Company User form (spec §2): one field, the e-mail of an existing platform account. */
import * as yup from 'yup';
import { companyUserTextRules } from '../../api/company-users';
import { yupText } from '../../api/yup-rules';

export type CompanyUserValues = { email: string };

/** Spec §2: "one field labelled as the platform account e-mail". */
export const PLATFORM_ACCOUNT_EMAIL_LABEL = 'Platform account e-mail';

export const companyUserSchema = yup.object({ email: yupText(companyUserTextRules.email) });
