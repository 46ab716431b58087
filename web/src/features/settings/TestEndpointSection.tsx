import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import * as yup from 'yup';
import { tooLongMessage } from '../../api/field-rules';
import { isAllowedTestEndpointUrl, TEST_ENDPOINT_URL_MESSAGE, useSetTestEndpoint, useTestEndpoint } from '../../api/integration-failures';
import { WEBHOOK_URL_MAX } from '../../api/webhook-url';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';

interface TestEndpointValues {
  url: string;
}

/** The server's rule (api/integration-failures.ts), so the form refuses what the server would and nothing else; empty clears it. */
export const testEndpointFormSchema = yup.object({
  url: yup
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, tooLongMessage(WEBHOOK_URL_MAX))
    .test('test-endpoint-url', TEST_ENDPOINT_URL_MESSAGE, (value) => !value || isAllowedTestEndpointUrl(value.trim())),
});

/**
 * Test endpoint (issue 34 §2): the base URL "Send again to my test endpoint"
 * sends a failed call to. Setting it is credential management (a replay
 * carries fresh credentials there), so roles that may not see a reason.
 */
export function TestEndpointSection({ slug, changeable }: { slug: string; changeable: boolean }) {
  const endpoint = useTestEndpoint(slug);
  const save = useSetTestEndpoint(slug);
  const permission = useCompanyPermission('manageCredentials');
  const [editing, setEditing] = useState(false);
  const canEdit = changeable && permission.allowed;
  return (
    <SectionCard
      title="Test endpoint"
      description="Failed calls on the Integration tab can be sent again to this base URL, with fresh credentials and an X-Replay header. An https:// address (in the sandbox, http://localhost works too)."
      action={
        canEdit ? (
          <Button variant="outlined" onClick={() => setEditing(true)} aria-label="Edit test endpoint">
            Edit
          </Button>
        ) : null
      }
    >
      <QueryState query={endpoint} loadingLabel="Loading the test endpoint…">
        {(data) => (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{data.url ?? 'No test endpoint yet: failed calls cannot be sent again until one is set.'}</Typography>
        )}
      </QueryState>
      {changeable && permission.reason ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {permission.reason}
        </Typography>
      ) : null}
      {editing ? (
        <FormPanel<TestEndpointValues>
          title="Test endpoint"
          initialValues={{ url: endpoint.data?.url ?? '' }}
          validationSchema={testEndpointFormSchema}
          fields={['url']}
          submitLabel="Save test endpoint"
          submittingLabel="Saving…"
          onClose={() => setEditing(false)}
          onSubmit={async (values) => {
            await save.mutateAsync(values.url.trim());
            enqueueSnackbar(values.url.trim() ? 'Test endpoint saved.' : 'Test endpoint removed.', { variant: 'success' });
          }}
        >
          <FormTextField name="url" label="Test endpoint URL" fullWidth inputMode="url" helperText="For example https://staging.example.com/addon. Leave empty to remove it." />
        </FormPanel>
      ) : null}
    </SectionCard>
  );
}
