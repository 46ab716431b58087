import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCompany, useUpdateCompany, type Company } from '../../api/company';
import { useCountries, type Country } from '../../api/countries';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { useCompanyPermission } from '../../components/use-company-permission';
import { errorDetail } from '../../api/errors';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { companyChanges, companyFields, companySchema, companyValues, isRequired, type CompanyValues } from './company-form';
import { companyFieldLabels } from './company-labels';
import { companyMessages } from './company-messages';
import { leavePanel } from '../../components/leave-panel';

const PANEL_TITLE = 'Edit Company Information';

/**
 * `general-information/edit` (spec §5 company form): sends only what changed;
 * a refused save keeps every input and puts the server's messages on their
 * fields. The country list loads first, so the form never opens without it.
 */
export function CompanyInformationPanel({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const navigate = useNavigate();
  const close = () => void navigate(paths.company, leavePanel());
  const company = useCompany(companyId);
  const countries = useCountries();
  const refused = useCompanyPermission('editCompany').reason;
  // A typed panel URL for a role that may not (issue 35 §2) goes back to the page, where the reason is shown.
  if (refused) return <Navigate to={paths.company} replace />;
  const failed = company.isError ? company : countries.isError ? countries : undefined;
  if (company.data && countries.data) return <CompanyForm company={company.data} countries={countries.data} onClose={close} />;
  return (
    <SlidePanel title={PANEL_TITLE} onClose={close}>
      {failed ? (
        <ErrorState message={errorDetail(failed.error)} onRetry={() => void failed.refetch()} />
      ) : (
        <LoadingState label="Loading the company…" />
      )}
    </SlidePanel>
  );
}

function CompanyTextField({ name, ...props }: { name: Exclude<keyof CompanyValues, 'country'>; type?: string; autoComplete?: string }) {
  return <FormTextField id={`company-${name}`} name={name} label={companyFieldLabels[name]} required={isRequired(name)} fullWidth {...props} />;
}

function CompanyForm({ company, countries, onClose }: { company: Company; countries: readonly Country[]; onClose: () => void }) {
  const update = useUpdateCompany(company.id);
  return (
    <FormPanel<CompanyValues>
      title={PANEL_TITLE}
      initialValues={companyValues(company)}
      validationSchema={companySchema}
      fields={companyFields}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (values) => {
        const changes = companyChanges(company, values);
        if (Object.keys(changes).length === 0) return { notice: companyMessages.noChanges };
        await update.mutateAsync(changes);
        enqueueSnackbar(companyMessages.companyUpdated, { variant: 'success' });
        onClose();
      }}
    >
      <CompanyTextField name="name" autoComplete="organization" />
      <FieldGroup title="Primary technical contact">
        <CompanyTextField name="technicalContactFullName" autoComplete="off" />
        <CompanyTextField name="emailAdmin" type="email" autoComplete="off" />
      </FieldGroup>
      <FieldGroup title="Primary billing contact">
        <CompanyTextField name="billingFullName" autoComplete="off" />
        <CompanyTextField name="billingEmail" type="email" autoComplete="off" />
        <CompanyTextField name="phone" type="tel" autoComplete="off" />
      </FieldGroup>
      <FieldGroup title="Address (optional)">
        <CompanyTextField name="addr1" autoComplete="address-line1" />
        <CompanyTextField name="addr2" autoComplete="address-line2" />
        <CompanyTextField name="city" autoComplete="address-level2" />
        <CompanyTextField name="state" autoComplete="address-level1" />
        <CompanyTextField name="zip" autoComplete="postal-code" />
        <FormTextField
          id="company-country"
          name="country"
          label={companyFieldLabels.country}
          select
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select</option>
          {countries.map((country) => (
            <option key={country.name} value={country.name}>
              {country.name}
            </option>
          ))}
        </FormTextField>
      </FieldGroup>
    </FormPanel>
  );
}

/** A titled group of fields; a fieldset, so each field is announced with its group (two "Full Name"s differ by contact). */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
