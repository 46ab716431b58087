/** Companies (spec §3 company): the reference other records carry, and GET /api/v3/companies/{id}. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint-table';

export const companyRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  addr1: z.string().nullable(),
  addr2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email_admin: z.email().nullable(),
  technical_contact_full_name: z.string().nullable(),
  billing_full_name: z.string().nullable(),
  billing_email: z.email().nullable(),
  google_maps_link: z.url().nullable(),
});

export type CompanyWire = z.infer<typeof companySchema>;

export const companyEndpoints = defineEndpoints({
  'get /companies/{id}': {
    api: 'partner',
    summary: 'A company; partners see only their own (404 otherwise)',
    access: 'user',
    response: companySchema,
  },
});
