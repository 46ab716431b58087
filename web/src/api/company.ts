/**
 * Companies (spec §3 company): the reference other records carry, GET and
 * PATCH /api/v3/companies/{id}, and the company form's rules (spec §5).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { EMAIL_PATTERN, zodText, type TextRule } from './field-rules';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

export const companyRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});

/** A company's postal address as the upstream keeps it: the company screen and the admins' address list read the same fields. */
export const companyAddressFields = {
  addr1: z.string().nullable(),
  addr2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
};

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  ...companyAddressFields,
  phone: z.string().nullable(),
  email_admin: z.email().nullable(),
  technical_contact_full_name: z.string().nullable(),
  billing_full_name: z.string().nullable(),
  billing_email: z.email().nullable(),
  google_maps_link: externalUrlSchema.nullable(),
  /**
   * The company's supplier vendor record (spec §3: a relation "not sent" with
   * the company), by id, so an admin's screen can load it; `null` when none.
   */
  salesforce_vendor_id: z.string().nullable(),
});

export type CompanyWire = z.infer<typeof companySchema>;
export type Company = Camelized<CompanyWire>;

/** "+1 415 555 0134", "(030) 5555-0199": digits with the usual separators, at least six of them. */
const TELEPHONE_PATTERN = { regex: /^\+?(?:[\s().-]*\d){6,}[\s().-]*$/, message: 'must be a telephone number' } as const;

/**
 * The company form's text fields (spec §5: the legal name, the technical and
 * billing contacts and the billing telephone are required; the address is
 * optional). The spec shows no length bounds, so these are a database's usual.
 */
export const companyTextRules = {
  name: { required: true, max: 255 },
  technical_contact_full_name: { required: true, max: 255 },
  email_admin: { required: true, max: 254, pattern: EMAIL_PATTERN },
  billing_full_name: { required: true, max: 255 },
  billing_email: { required: true, max: 254, pattern: EMAIL_PATTERN },
  phone: { required: true, max: 40, pattern: TELEPHONE_PATTERN },
  addr1: { required: false, max: 255, emptyAsNull: true },
  addr2: { required: false, max: 255, emptyAsNull: true },
  city: { required: false, max: 100, emptyAsNull: true },
  state: { required: false, max: 100, emptyAsNull: true },
  zip: { required: false, max: 20, emptyAsNull: true },
} as const satisfies Record<string, TextRule>;

/** What the sandbox says about a country that is not in GET /countries. */
export const UNKNOWN_COUNTRY_MESSAGE = 'is not in the list of countries';

/** PATCH sends only what changed (spec §3); `country` is a name from GET /countries, or null for none. */
export const companyPatchSchema = z
  .object({
    name: zodText(companyTextRules.name),
    technical_contact_full_name: zodText(companyTextRules.technical_contact_full_name),
    email_admin: zodText(companyTextRules.email_admin),
    billing_full_name: zodText(companyTextRules.billing_full_name),
    billing_email: zodText(companyTextRules.billing_email),
    phone: zodText(companyTextRules.phone),
    addr1: zodText(companyTextRules.addr1),
    addr2: zodText(companyTextRules.addr2),
    city: zodText(companyTextRules.city),
    state: zodText(companyTextRules.state),
    zip: zodText(companyTextRules.zip),
    country: z.string().trim().min(1).nullable(),
  })
  .partial()
  .strict();

export type CompanyPatch = Camelized<z.input<typeof companyPatchSchema>>;

export const companyEndpoints = defineEndpoints({
  'get /companies/{id}': {
    api: 'partner',
    summary: 'A company; partners see only their own (404 otherwise)',
    access: 'user',
    response: companySchema,
  },
  'patch /companies/{id}': {
    api: 'partner',
    summary: "Changes a company's general information (only the attributes sent)",
    access: 'user',
    request: companyPatchSchema,
    response: companySchema,
  },
});

export const companyKey = (id: string) => ['companies', id] as const;

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKey(id),
    queryFn: ({ signal }): Promise<Company> => callEndpoint(companyEndpoints['get /companies/{id}'], { params: { id }, signal }),
  });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}

/**
 * Saves the company and shows the saved record at once. Everything else that
 * names the company (the current user, add-on headers and lists) is fetched
 * again, since a new legal name shows there too.
 */
export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CompanyPatch): Promise<Company> =>
      callEndpoint(companyEndpoints['patch /companies/{id}'], { params: { id }, body: changes }),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyKey(id), company);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'companies' || query.queryKey[1] !== id });
    },
  });
}
