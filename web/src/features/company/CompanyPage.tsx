import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, type ReactElement } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useParams } from 'react-router';
import { useAddon } from '../../api/addon';
import type { Company } from '../../api/company';
import { useCurrentUser } from '../../api/current-user';
import { LoadingState } from '../../components/LoadingState';
import { EmptyState } from '../../components/EmptyState';
import { ApiTokensSection } from '../../components/api-tokens/ApiTokensSection';
import { companyPanelRoutes } from '../../domain/addon-paths';
import { addonCompanyScreenPaths, companyScreenPaths, OWN_COMPANY_PATH, type CompanyScreenPaths } from '../../domain/company-screen-paths';
import { noOwnCompanyNotice } from '../../domain/no-own-company';
import { canManageSupplierInformation, type PlatformRole } from '../../domain/permissions';
import { CompanyInformation } from './CompanyInformation';
import { CompanyUsersSection } from './CompanyUsersSection';
import { InvitationsSection } from './InvitationsSection';
import { RevokeCompanyUserDialog } from './RevokeCompanyUserDialog';
import { SupplierInformation } from './SupplierInformation';
import { lazyNamed } from '../../components/lazy-named';

/**
 * The edit panels hold the page's forms (Formik, Yup, ~100 KB of script):
 * chunks of their own, loaded when a panel's address opens, not compiled
 * before every first paint of the page (issue 33).
 */
const CompanyInformationPanel = lazyNamed(() => import('./CompanyInformationPanel'), 'CompanyInformationPanel');
const NewSupplierPanel = lazyNamed(() => import('./SupplierPanel'), 'NewSupplierPanel');
const EditSupplierPanel = lazyNamed(() => import('./SupplierPanel'), 'EditSupplierPanel');
const AddCompanyUserPanel = lazyNamed(() => import('./AddCompanyUserPanel'), 'AddCompanyUserPanel');

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
  return (
    <CompanySections
      company={addon.data.company}
      paths={addonCompanyScreenPaths(slug)}
      title={`Company · ${addon.data.displayName} · Partner Portal`}
      supplierAdmin={canManageSupplierInformation(user.data)}
    />
  );
}

/**
 * `/company` (issue 31 item 5): the same screen for the user's own company,
 * reachable with no add-on (a new partner's company information and users).
 */
export function OwnCompanyPage() {
  const user = useCurrentUser();
  if (user.isPending) return <LoadingState label="Loading the company…" />;
  const company = user.data?.company;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{company ? company.name : 'Company'}</Typography>
      {company ? (
        <CompanySections
          company={company}
          paths={companyScreenPaths(OWN_COMPANY_PATH)}
          title={`Company · ${company.name} · Partner Portal`}
          supplierAdmin={canManageSupplierInformation(user.data)}
        />
      ) : (
        <NoOwnCompany user={user.data} />
      )}
    </Stack>
  );
}

function NoOwnCompany({ user }: { user: PlatformRole | undefined }) {
  const notice = noOwnCompanyNotice(user);
  const actions = notice.links.map((link) => (
    <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
      {link.label}
    </Button>
  ));
  return <EmptyState title={notice.title} description={notice.description} actions={<Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>{actions}</Stack>} />;
}

interface CompanySectionsProps {
  company: Pick<Company, 'id' | 'name'>;
  paths: CompanyScreenPaths;
  title: string;
  supplierAdmin: boolean;
}

function CompanySections({ company, paths, title, supplierAdmin }: CompanySectionsProps) {
  // Spec §2: supplier-information edit and new redirect non-admins to the company page.
  const adminOnly = (panel: ReactElement) => (supplierAdmin ? panel : <Navigate to={paths.company} replace />);
  return (
    <Stack spacing={3}>
      <title>{title}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Company
      </Typography>
      <CompanyInformation paths={paths} companyId={company.id} />
      {supplierAdmin ? <SupplierInformation paths={paths} companyId={company.id} /> : null}
      <CompanyUsersSection paths={paths} companyId={company.id} />
      <InvitationsSection companyId={company.id} />
      {/* The caller's own tokens (issue 35 §4), the token screen's section. */}
      <ApiTokensSection />
      <Suspense fallback={<LoadingState label="Loading the form…" />}>
        <Routes>
          <Route path={companyPanelRoutes.editGeneralInformation} element={<CompanyInformationPanel paths={paths} companyId={company.id} />} />
          <Route path={companyPanelRoutes.newSupplierInformation} element={adminOnly(<NewSupplierPanel paths={paths} company={company} />)} />
          <Route path={companyPanelRoutes.editSupplierInformation} element={adminOnly(<EditSupplierPanel paths={paths} company={company} />)} />
          <Route path={companyPanelRoutes.newCompanyUser} element={<AddCompanyUserPanel paths={paths} companyId={company.id} />} />
          <Route
            path={companyPanelRoutes.deleteCompanyUser}
            element={<RevokeCompanyUserDialog paths={paths} companyId={company.id} companyName={company.name} />}
          />
        </Routes>
      </Suspense>
    </Stack>
  );
}
