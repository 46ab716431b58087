/**
 * The supplier information form (spec §5: Vendor ID, Paysite ID and Paysite
 * Name, all required): values, labels, the Yup rules from the contract's
 * TextRules, and the bodies sent on add and edit.
 */
import * as yup from 'yup';
import { supplierVendorTextRules, type SupplierVendor, type SupplierVendorInput } from '../../api/supplier-vendors';
import { yupText } from '../../api/yup-rules';
import { changedAttributes } from '../../domain/changed-attributes';
import { supplierFieldLabels } from './supplier-labels';

export type SupplierValues = SupplierVendorInput;

export const supplierFields = Object.keys(supplierFieldLabels) as (keyof SupplierValues)[];

export const supplierSchema = yup.object({
  vendorId: yupText(supplierVendorTextRules.vendor_id),
  paysiteId: yupText(supplierVendorTextRules.paysite_id),
  siteName: yupText(supplierVendorTextRules.site_name),
});

export function supplierValues(vendor?: SupplierVendor): SupplierValues {
  return { vendorId: vendor?.vendorId ?? '', paysiteId: vendor?.paysiteId ?? '', siteName: vendor?.siteName ?? '' };
}

function trimmed(values: SupplierValues): SupplierValues {
  return { vendorId: values.vendorId.trim(), paysiteId: values.paysiteId.trim(), siteName: values.siteName.trim() };
}

export function newSupplierInput(values: SupplierValues): SupplierVendorInput {
  return trimmed(values);
}

/** Only what changed, trimmed; `{}` when nothing did. */
export function supplierChanges(vendor: SupplierVendor, values: SupplierValues): Partial<SupplierVendorInput> {
  return changedAttributes(supplierValues(vendor), trimmed(values));
}
