import MenuItem from '@mui/material/MenuItem';
import { API_TOKEN_EXPIRY_DAYS, useCreateApiToken, type ApiTokenScope, type ApiTokenWithValue } from '../../api/api-tokens';
import { SCOPE_DESCRIPTIONS, SCOPE_LABELS } from '../../domain/api-token-scopes';
import { FormCheckboxGroup } from '../FormCheckboxGroup';
import { FormPanel } from '../FormPanel';
import { FormTextField } from '../FormTextField';
import { apiTokenFormFields, apiTokenFormSchema, apiTokenInput, initialApiTokenValues, type ApiTokenFormValues } from './api-token-form';

/** New token (a slide panel): name, scopes, expiry, all required; a refused save's messages land on their fields. */
export function ApiTokenCreatePanel({
  grantable,
  onClose,
  onCreated,
}: {
  grantable: readonly ApiTokenScope[];
  onClose: () => void;
  onCreated: (token: ApiTokenWithValue) => void;
}) {
  const create = useCreateApiToken();
  return (
    <FormPanel<ApiTokenFormValues>
      title="New API token"
      initialValues={initialApiTokenValues}
      validationSchema={apiTokenFormSchema}
      fields={apiTokenFormFields}
      submitLabel="Create token"
      submittingLabel="Creating…"
      onClose={onClose}
      onSubmit={async (values) => {
        onCreated(await create.mutateAsync(apiTokenInput(values)));
      }}
    >
      <FormTextField name="name" label="Name" required fullWidth helperText="What uses it, e.g. “CI listing sync”." />
      {/* Only the scopes the caller's role may grant are offered (the server refuses the others with 422). */}
      <FormCheckboxGroup
        name="scopes"
        label="Scopes"
        required
        options={grantable.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope], description: SCOPE_DESCRIPTIONS[scope] }))}
        helperText="What the token may do; your role decides which scopes you can give it."
      />
      <FormTextField name="expiresInDays" label="Expires in" required select fullWidth helperText="Tokens always expire; make a new one before then.">
        {API_TOKEN_EXPIRY_DAYS.map((days) => (
          <MenuItem key={days} value={days}>
            {days} days
          </MenuItem>
        ))}
      </FormTextField>
    </FormPanel>
  );
}
