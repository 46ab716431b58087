import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { companyPanelRoutes, companyPaths } from '../../domain/addon-paths';
import { canManageSupplierInformation } from '../../domain/permissions';
import { AddCompanyUserPanel } from './AddCompanyUserPanel';
import { CompanyInformation } from './CompanyInformation';
import { CompanyInformationPanel } from './CompanyInformationPanel';
import { CompanyUsersSection } from './CompanyUsersSection';
import { RevokeCompanyUserDialog } from './RevokeCompanyUserDialog';
import { SupplierInformation } from './SupplierInformation';
import { EditSupplierPanel, NewSupplierPanel } from './SupplierPanel';

/**
 * `/addons/{slug}/company` (spec §2): the add-on's company — its general
 * information, its supplier information (platform admins only) and its users —
 * with the edit panels and the revoke confirmation as sub-routes drawn over it.
 */
export function CompanyPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  if (!addon.data || user.isPending) return <LoadingState label="Loading the company…" />;
  return <CompanySections addon={addon.data} supplierAdmin={canManageSupplierInformation(user.data)} />;
}

function CompanySections({ addon, supplierAdmin }: { addon: Addon; supplierAdmin: boolean }) {
  const { slug } = addon;
  const company = addon.company;
  // Spec §2: supplier-information edit and new redirect non-admins to the company page.
  const adminOnly = (panel: ReactElement) => (supplierAdmin ? panel : <Navigate to={companyPaths.company(slug)} replace />);
  return (
    <Stack spacing={3}>
      <title>{`Company · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Company
      </Typography>
      <CompanyInformation slug={slug} companyId={company.id} />
      {supplierAdmin ? <SupplierInformation slug={slug} companyId={company.id} /> : null}
      <CompanyUsersSection slug={slug} companyId={company.id} />
      <Routes>
        <Route path={companyPanelRoutes.editGeneralInformation} element={<CompanyInformationPanel slug={slug} companyId={company.id} />} />
        <Route path={companyPanelRoutes.newSupplierInformation} element={adminOnly(<NewSupplierPanel slug={slug} company={company} />)} />
        <Route path={companyPanelRoutes.editSupplierInformation} element={adminOnly(<EditSupplierPanel slug={slug} company={company} />)} />
        <Route path={companyPanelRoutes.newCompanyUser} element={<AddCompanyUserPanel slug={slug} companyId={company.id} />} />
        <Route
          path={companyPanelRoutes.deleteCompanyUser}
          element={<RevokeCompanyUserDialog slug={slug} companyId={company.id} companyName={company.name} />}
        />
      </Routes>
    </Stack>
  );
}
