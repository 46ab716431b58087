/**
 * The general-information fields' labels, shared by the listing's summary and
 * its edit form. Apart from general-information-form.ts so the summary, drawn
 * on every first paint of the listing, does not bring the form's Yup rules
 * (issue 33).
 */
import type { GeneralInformationValues } from './general-information-form';

export const fieldLabels = {
  displayName: 'Display name',
  name: 'Name',
  summary: 'Summary',
  tags: 'Tags',
  providerTermsUrl: 'Terms of service URL',
  legalStatements: 'Legal statements',
} as const satisfies Partial<Record<keyof GeneralInformationValues, string>>;
