import { enqueueSnackbar } from 'notistack';
import { Navigate, useNavigate } from 'react-router';
import { useAddCompanyUser } from '../../api/company-users';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { useCompanyPermission } from '../../components/use-company-permission';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { companyMessages } from './company-messages';
import { companyUserSchema, PLATFORM_ACCOUNT_EMAIL_LABEL, type CompanyUserValues } from './company-user-form';
import { leavePanel } from '../../components/leave-panel';

/**
 * `company-users/new` (spec §2): the 'Add Company User' slide panel with one
 * field, the e-mail of an existing platform account. An unknown account is
 * refused by the server, and its message shows on the field with the typing kept.
 */
export function AddCompanyUserPanel({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const navigate = useNavigate();
  const add = useAddCompanyUser(companyId);
  const close = () => void navigate(paths.company, leavePanel());
  // A typed panel URL for a role that may not (issue 35 §2) goes back to the page, where the reason is shown.
  if (useCompanyPermission('manageUsers').reason) return <Navigate to={paths.company} replace />;
  return (
    <FormPanel<CompanyUserValues>
      title="Add Company User"
      initialValues={{ email: '' }}
      validationSchema={companyUserSchema}
      fields={['email']}
      submitLabel="Add Company User"
      submittingLabel="Adding…"
      onClose={close}
      onSubmit={async (values) => {
        await add.mutateAsync({ email: values.email.trim() });
        enqueueSnackbar(companyMessages.userAdded, { variant: 'success' });
        close();
      }}
    >
      <FormTextField
        id="company-user-email"
        name="email"
        type="email"
        label={PLATFORM_ACCOUNT_EMAIL_LABEL}
        helperText="The e-mail address they sign in to the platform with. They need an account before they can be added."
        required
        fullWidth
        autoComplete="off"
      />
    </FormPanel>
  );
}
