import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { API_TOKEN_EXPIRY_DAYS, useCreateApiToken, type ApiTokenScope, type ApiTokenWithValue } from '../../api/api-tokens';
import { fieldSentence } from '../../api/field-messages';
import { SCOPE_DESCRIPTIONS, SCOPE_LABELS } from '../../domain/api-token-scopes';
import { FormPanel } from '../FormPanel';
import { FormTextField } from '../FormTextField';
import { apiTokenFormFields, apiTokenFormSchema, apiTokenInput, initialApiTokenValues, type ApiTokenFormValues } from './api-token-form';

/** Only the scopes the caller's role may grant are offered (the server refuses the others with 422). */
function ScopeCheckboxes({ grantable }: { grantable: readonly ApiTokenScope[] }) {
  const [field, meta] = useField<string[]>('scopes');
  const { submitCount } = useFormikContext();
  const helpId = useId();
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = typeof shown === 'string' ? fieldSentence('Scopes', shown) : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={helpId} required>
      <FormLabel component="legend">Scopes</FormLabel>
      <FormGroup>
        {grantable.map((scope) => (
          <FormControlLabel
            key={scope}
            sx={{ alignItems: 'flex-start', mt: 0.5 }}
            control={<Checkbox name="scopes" value={scope} checked={field.value.includes(scope)} onChange={field.onChange} onBlur={field.onBlur} sx={{ pt: 0.25 }} />}
            label={
              <>
                {SCOPE_LABELS[scope]}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {SCOPE_DESCRIPTIONS[scope]}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>{error ?? 'What the token may do; your role decides which scopes you can give it.'}</FormHelperText>
    </FormControl>
  );
}

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
      <ScopeCheckboxes grantable={grantable} />
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
