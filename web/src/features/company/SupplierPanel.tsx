import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { enqueueSnackbar } from 'notistack';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorDetail } from '../../api/errors';
import { useCompany, type Company } from '../../api/company';
import { useCreateSupplierVendor, useSupplierVendor, useUpdateSupplierVendor, type SupplierVendor } from '../../api/supplier-vendors';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel, type FormPanelSubmitResult } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { SUPPLIER_COMPANY_PARAM } from '../../domain/addon-paths';
import { isAddonCompanyRecord, linkNamesAddonCompany } from '../../domain/supplier-company';
import { companyMessages } from './company-messages';
import { SupplierCompanyLine, SupplierLinkRefused } from './SupplierCompany';
import { newSupplierInput, supplierChanges, supplierFields, supplierSchema, supplierValues, type SupplierValues } from './supplier-form';
import { supplierFieldLabels } from './supplier-labels';
import { leavePanel } from '../../components/leave-panel';

type Title = 'Add Supplier Information' | 'Edit Supplier Information';

/** The add-on's company, as the page has it: the only company its supplier panels act for. */
type AddonCompany = Pick<Company, 'id' | 'name'>;

interface SupplierFormPanelProps {
  title: Title;
  companyName: string;
  initialValues: SupplierValues;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: SupplierValues) => Promise<FormPanelSubmitResult>;
}

function SupplierFormPanel({ title, companyName, initialValues, submitLabel, onClose, onSubmit }: SupplierFormPanelProps) {
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
      <SupplierCompanyLine companyName={companyName} />
      {supplierFields.map((field) => (
        <FormTextField key={field} id={`supplier-${field}`} name={field} label={supplierFieldLabels[field]} required fullWidth autoComplete="off" />
      ))}
    </FormPanel>
  );
}

function useCloseToCompany(paths: CompanyScreenPaths) {
  const navigate = useNavigate();
  return () => void navigate(paths.company, leavePanel());
}

/**
 * `supplier-information/new?company_id=` (spec §2). The record always goes to
 * the add-on's company, which the form names; a link naming any other company
 * gets no form (issue 22 item 9, `linkNamesAddonCompany`). Admins only; the
 * page sends anyone else to the company page before this renders.
 */
export function NewSupplierPanel({ paths, company }: { paths: CompanyScreenPaths; company: AddonCompany }) {
  const close = useCloseToCompany(paths);
  const [search] = useSearchParams();
  const create = useCreateSupplierVendor(company.id);
  if (!linkNamesAddonCompany(search.getAll(SUPPLIER_COMPANY_PARAM), company.id)) {
    return (
      <SupplierLinkRefused
        title="Add Supplier Information"
        what="opens this form"
        companyName={company.name}
        onClose={close}
        ownCompanyAction={{ label: `Add for ${company.name}`, to: paths.newSupplierInformation(company.id) }}
      />
    );
  }
  return (
    <SupplierFormPanel
      title="Add Supplier Information"
      companyName={company.name}
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

function PanelWaiting({ title, query, onClose }: { title: Title; query: { isError: boolean; error: unknown; refetch: () => unknown }; onClose: () => void }) {
  return (
    <SlidePanel title={title} onClose={onClose}>
      {query.isError ? (
        <ErrorState message={errorDetail(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label="Loading supplier information…" />
      )}
    </SlidePanel>
  );
}

/**
 * `supplier-information/:salesforceVendorId/edit` (admins only): only the
 * add-on's company's own record, which the company names; a link to any other
 * record is refused before that record is even read (issue 22 item 9).
 */
export function EditSupplierPanel({ paths, company }: { paths: CompanyScreenPaths; company: AddonCompany }) {
  const close = useCloseToCompany(paths);
  const { salesforceVendorId = '' } = useParams();
  const companyQuery = useCompany(company.id);
  if (!companyQuery.data) return <PanelWaiting title="Edit Supplier Information" query={companyQuery} onClose={close} />;
  const ownRecord = companyQuery.data.salesforceVendorId;
  if (!isAddonCompanyRecord(salesforceVendorId, ownRecord)) {
    return (
      <SupplierLinkRefused
        title="Edit Supplier Information"
        what="opens supplier information"
        companyName={company.name}
        onClose={close}
        ownCompanyAction={ownRecord ? { label: `Edit for ${company.name}`, to: paths.editSupplierInformation(ownRecord) } : undefined}
      />
    );
  }
  return <EditSupplierLoader vendorId={ownRecord ?? ''} companyName={company.name} onClose={close} />;
}

function EditSupplierLoader({ vendorId, companyName, onClose }: { vendorId: string; companyName: string; onClose: () => void }) {
  const vendor = useSupplierVendor(vendorId);
  if (vendor.data) return <EditSupplierForm vendor={vendor.data} companyName={companyName} onClose={onClose} />;
  return <PanelWaiting title="Edit Supplier Information" query={vendor} onClose={onClose} />;
}

function EditSupplierForm({ vendor, companyName, onClose }: { vendor: SupplierVendor; companyName: string; onClose: () => void }) {
  const update = useUpdateSupplierVendor(vendor.id);
  return (
    <SupplierFormPanel
      title="Edit Supplier Information"
      companyName={companyName}
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
