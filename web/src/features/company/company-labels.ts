/**
 * The company information fields' labels, shared by the page's summary and its edit
 * panel. Apart from company-form.ts so the summary, drawn on every first
 * paint of the company page, does not bring the form's Yup rules (issue 33).
 */
import type { CompanyValues } from './company-form';

/** The spec's own names for the required fields (spec §5); the address as the admin addresses table calls it. */
export const companyFieldLabels = {
  name: 'Legal Entity Name',
  technicalContactFullName: 'Primary Technical Contact Full Name',
  emailAdmin: 'Primary Technical Contact Email',
  billingFullName: 'Primary Billing Contact Full Name',
  billingEmail: 'Primary Billing Contact Email',
  phone: 'Primary Billing Contact Telephone Number',
  addr1: 'Street 1',
  addr2: 'Street 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
} as const satisfies Record<keyof CompanyValues, string>;
