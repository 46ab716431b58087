import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '../../api/company';
import { useSupplierVendor, type SupplierVendor } from '../../api/supplier-vendors';
import { EditLabel } from '../../components/EditLabel';
import { EmptyState } from '../../components/EmptyState';
import { Fact, Facts } from '../../components/Facts';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { formatGeneralDate } from '../../domain/general-date';
import { supplierFieldLabels } from './supplier-labels';

const TITLE = 'Supplier Information';
const DESCRIPTION = "How the platform's finance team pays this company. Needed before an add-on can reach GA; only platform admins see it.";

/** Supplier Information (spec §2, admin only): the company's supplier vendor record, or an invitation to add it. */
export function SupplierInformation({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const company = useCompany(companyId);
  const vendorId = company.data?.salesforceVendorId;
  if (company.isSuccess && vendorId) return <SupplierRecord paths={paths} vendorId={vendorId} />;
  const add = (
    <Button component={RouterLink} to={paths.newSupplierInformation(companyId)} variant="outlined" startIcon={<AddIcon />}>
      Add Supplier Information
    </Button>
  );
  return (
    <SectionCard title={TITLE} description={DESCRIPTION}>
      <QueryState query={company} loadingLabel="Loading supplier information…">
        {() => (
          <EmptyState
            headingLevel="h3"
            title="No supplier information yet"
            description="Add the Vendor ID, Paysite ID and Paysite Name from the finance system once the company is set up as a supplier."
            actions={add}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

function SupplierRecord({ paths, vendorId }: { paths: CompanyScreenPaths; vendorId: string }) {
  const vendor = useSupplierVendor(vendorId);
  return (
    <SectionCard
      title={TITLE}
      description={DESCRIPTION}
      action={
        <Button component={RouterLink} to={paths.editSupplierInformation(vendorId)} startIcon={<EditIcon />} variant="outlined">
          <EditLabel what="supplier information" />
        </Button>
      }
    >
      <QueryState query={vendor} loadingLabel="Loading supplier information…">
        {(loaded) => <SupplierFacts vendor={loaded} />}
      </QueryState>
    </SectionCard>
  );
}

function SupplierFacts({ vendor }: { vendor: SupplierVendor }) {
  return (
    <Facts labelWidth={260}>
      <Fact label={supplierFieldLabels.vendorId}>{vendor.vendorId}</Fact>
      <Fact label={supplierFieldLabels.paysiteId}>{vendor.paysiteId}</Fact>
      <Fact label={supplierFieldLabels.siteName}>{vendor.siteName}</Fact>
      <Fact label="Last updated">{formatGeneralDate(vendor.updatedAt)}</Fact>
    </Facts>
  );
}
