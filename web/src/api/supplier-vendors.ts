/**
 * A company's supplier vendor record (spec §3, §7): what the platform's
 * finance team pays the provider through. Platform admins alone read, add and
 * change it (spec §6); the company names it by `salesforce_vendor_id`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyKey } from './company';
import { defineEndpoints } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import './query-meta';

export const supplierVendorSchema = z.object({
  id: z.string(),
  vendor_id: z.string(),
  paysite_id: z.string(),
  /** The Paysite Name. */
  site_name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** Spec §5: Vendor ID, Paysite ID and Paysite Name are required (no bounds shown; these are the usual). */
export const supplierVendorTextRules = {
  vendor_id: { required: true, max: 40 },
  paysite_id: { required: true, max: 40 },
  site_name: { required: true, max: 255 },
} as const satisfies Record<string, TextRule>;

export const supplierVendorInputSchema = z
  .object({
    vendor_id: zodText(supplierVendorTextRules.vendor_id),
    paysite_id: zodText(supplierVendorTextRules.paysite_id),
    site_name: zodText(supplierVendorTextRules.site_name),
  })
  .strict();

export const supplierVendorPatchSchema = supplierVendorInputSchema.partial().strict();

/** What the sandbox says when a company that has a record is given a second one. */
export const SUPPLIER_EXISTS_MESSAGE = 'This company already has supplier information; edit it instead.';

export type SupplierVendorWire = z.infer<typeof supplierVendorSchema>;
export type SupplierVendor = Camelized<SupplierVendorWire>;
export type SupplierVendorInput = Camelized<z.input<typeof supplierVendorInputSchema>>;

export const supplierVendorEndpoints = defineEndpoints({
  'post /companies/{id}/salesforce_vendors': {
    api: 'partner',
    summary: "Adds a company's supplier vendor record (one per company)",
    access: 'admin',
    status: 201,
    request: supplierVendorInputSchema,
    response: supplierVendorSchema,
  },
  'get /salesforce_vendors/{id}': {
    api: 'partner',
    summary: 'A supplier vendor record',
    access: 'admin',
    response: supplierVendorSchema,
  },
  'patch /salesforce_vendors/{id}': {
    api: 'partner',
    summary: 'Changes a supplier vendor record (only the attributes sent)',
    access: 'admin',
    request: supplierVendorPatchSchema,
    response: supplierVendorSchema,
  },
});

export const supplierVendorKey = (id: string) => ['salesforce-vendors', id] as const;

export const supplierVendorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supplierVendorKey(id),
    queryFn: ({ signal }): Promise<SupplierVendor> => callEndpoint(supplierVendorEndpoints['get /salesforce_vendors/{id}'], { params: { id }, signal }),
  });

export function useSupplierVendor(id: string) {
  return useQuery(supplierVendorQueryOptions(id));
}

/** Adds the record; the company is fetched again, since it now names the record. */
export function useCreateSupplierVendor(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierVendorInput): Promise<SupplierVendor> =>
      callEndpoint(supplierVendorEndpoints['post /companies/{id}/salesforce_vendors'], { params: { id: companyId }, body: input }),
    onSuccess: async (vendor) => {
      queryClient.setQueryData(supplierVendorKey(vendor.id), vendor);
      await queryClient.invalidateQueries({ queryKey: companyKey(companyId), exact: true });
    },
  });
}

export function useUpdateSupplierVendor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SupplierVendorInput>): Promise<SupplierVendor> =>
      callEndpoint(supplierVendorEndpoints['patch /salesforce_vendors/{id}'], { params: { id }, body: changes }),
    onSuccess: (vendor) => queryClient.setQueryData(supplierVendorKey(id), vendor),
  });
}
