/**
 * The company's general-information form (spec §5): its values, labels, the
 * Yup rules (the client half of the contract's companyPatchSchema, from the
 * same TextRules) and the PATCH body of what changed.
 */
import * as yup from 'yup';
import { companyTextRules, type Company, type CompanyPatch } from '../../api/company';
import { yupText } from '../../api/yup-rules';
import { changedAttributes } from '../../domain/changed-attributes';
import { companyFieldLabels } from './company-labels';

export type CompanyValues = {
  name: string;
  technicalContactFullName: string;
  emailAdmin: string;
  billingFullName: string;
  billingEmail: string;
  phone: string;
  addr1: string;
  addr2: string;
  city: string;
  state: string;
  zip: string;
  /** A name from GET /countries, or '' for the empty 'Select'. */
  country: string;
};

export const companyFields = Object.keys(companyFieldLabels) as (keyof CompanyValues)[];

type TextField = Exclude<keyof CompanyValues, 'country'>;

/** Form field → the contract's rule of its wire field. */
const rules = {
  name: companyTextRules.name,
  technicalContactFullName: companyTextRules.technical_contact_full_name,
  emailAdmin: companyTextRules.email_admin,
  billingFullName: companyTextRules.billing_full_name,
  billingEmail: companyTextRules.billing_email,
  phone: companyTextRules.phone,
  addr1: companyTextRules.addr1,
  addr2: companyTextRules.addr2,
  city: companyTextRules.city,
  state: companyTextRules.state,
  zip: companyTextRules.zip,
} as const satisfies Record<TextField, unknown>;

/** Which fields the form marks required: those the contract requires. */
export const isRequired = (field: keyof CompanyValues): boolean => field !== 'country' && rules[field].required;

export const companySchema = yup.object({
  ...(Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, yupText(rule)])) as Record<TextField, yup.StringSchema<string | undefined>>),
  country: yup.string(),
});

export function companyValues(company: Company): CompanyValues {
  return {
    name: company.name,
    technicalContactFullName: company.technicalContactFullName ?? '',
    emailAdmin: company.emailAdmin ?? '',
    billingFullName: company.billingFullName ?? '',
    billingEmail: company.billingEmail ?? '',
    phone: company.phone ?? '',
    addr1: company.addr1 ?? '',
    addr2: company.addr2 ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    zip: company.zip ?? '',
    country: company.country ?? '',
  };
}

/**
 * Only what changed (spec §3), trimmed; an emptied optional field and the
 * empty 'Select' are sent as null, never ''.
 */
export function companyChanges(company: Company, values: CompanyValues): CompanyPatch {
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as CompanyValues;
  const changes: Record<string, string | null> = changedAttributes(companyValues(company), trimmed);
  for (const [field, value] of Object.entries(changes)) {
    if (value === '' && !isRequired(field as keyof CompanyValues)) changes[field] = null;
  }
  return changes as CompanyPatch;
}
