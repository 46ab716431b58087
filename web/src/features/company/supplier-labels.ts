/**
 * The supplier information fields' labels, shared by the page's summary and its edit
 * panel. Apart from supplier-form.ts so the summary, drawn on every first
 * paint of the company page, does not bring the form's Yup rules (issue 33).
 */
import type { SupplierValues } from './supplier-form';

export const supplierFieldLabels = {
  vendorId: 'Vendor ID',
  paysiteId: 'Paysite ID',
  siteName: 'Paysite Name',
} as const satisfies Record<keyof SupplierValues, string>;
