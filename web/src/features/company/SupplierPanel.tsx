import { enqueueSnackbar } from 'notistack';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorDetail } from '../../api/errors';
import { useCreateSupplierVendor, useSupplierVendor, useUpdateSupplierVendor, type SupplierVendor } from '../../api/supplier-vendors';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel, type FormPanelSubmitResult } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { companyPaths, SUPPLIER_COMPANY_PARAM } from '../../domain/addon-paths';
import { companyMessages } from './company-messages';
import { newSupplierInput, supplierChanges, supplierFieldLabels, supplierFields, supplierSchema, supplierValues, type SupplierValues } from './supplier-form';

type Title = 'Add Supplier Information' | 'Edit Supplier Information';

interface SupplierFormPanelProps {
  title: Title;
  initialValues: SupplierValues;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: SupplierValues) => Promise<FormPanelSubmitResult>;
}

function SupplierFormPanel({ title, initialValues, submitLabel, onClose, onSubmit }: SupplierFormPanelProps) {
  return (
    <FormPanel<SupplierValues>
      title={title}
      initialValues={initialValues}
      validationSchema={supplierSchema}
      fields={supplierFields}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {supplierFields.map((field) => (
        <FormTextField key={field} id={`supplier-${field}`} name={field} label={supplierFieldLabels[field]} required fullWidth autoComplete="off" />
      ))}
    </FormPanel>
  );
}

function useCloseToCompany(slug: string) {
  const navigate = useNavigate();
  return () => void navigate(companyPaths.company(slug));
}

/**
 * `supplier-information/new?company_id=` (spec §2): the company named by the
 * query, or the add-on's own when the link carries none. Admins only; the
 * page sends anyone else to the company page before this renders.
 */
export function NewSupplierPanel({ slug, defaultCompanyId }: { slug: string; defaultCompanyId: string }) {
  const close = useCloseToCompany(slug);
  const [search] = useSearchParams();
  const create = useCreateSupplierVendor(search.get(SUPPLIER_COMPANY_PARAM) || defaultCompanyId);
  return (
    <SupplierFormPanel
      title="Add Supplier Information"
      submitLabel="Add Supplier Information"
      initialValues={supplierValues()}
      onClose={close}
      onSubmit={async (values) => {
        await create.mutateAsync(newSupplierInput(values));
        enqueueSnackbar(companyMessages.supplierAdded, { variant: 'success' });
        close();
      }}
    />
  );
}

/** `supplier-information/:salesforceVendorId/edit` (admins only). */
export function EditSupplierPanel({ slug }: { slug: string }) {
  const close = useCloseToCompany(slug);
  const { salesforceVendorId = '' } = useParams();
  const vendor = useSupplierVendor(salesforceVendorId);
  if (vendor.data) return <EditSupplierForm vendor={vendor.data} onClose={close} />;
  return (
    <SlidePanel title="Edit Supplier Information" onClose={close}>
      {vendor.isError ? (
        <ErrorState message={errorDetail(vendor.error)} onRetry={() => void vendor.refetch()} />
      ) : (
        <LoadingState label="Loading supplier information…" />
      )}
    </SlidePanel>
  );
}

function EditSupplierForm({ vendor, onClose }: { vendor: SupplierVendor; onClose: () => void }) {
  const update = useUpdateSupplierVendor(vendor.id);
  return (
    <SupplierFormPanel
      title="Edit Supplier Information"
      submitLabel="Save"
      initialValues={supplierValues(vendor)}
      onClose={onClose}
      onSubmit={async (values) => {
        const changes = supplierChanges(vendor, values);
        if (Object.keys(changes).length === 0) return { notice: companyMessages.noChanges };
        await update.mutateAsync(changes);
        enqueueSnackbar(companyMessages.supplierUpdated, { variant: 'success' });
        onClose();
      }}
    />
  );
}
