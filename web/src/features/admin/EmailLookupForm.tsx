import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { FormBehaviour } from '../../components/FormBehaviour';
import { FormTextField } from '../../components/FormTextField';
import { lookupEmail } from '../../domain/email-lookup';
import { EMAIL_LOOKUP_LABEL, emailLookupSchema, type EmailLookupValues } from './email-lookup-form';

export interface EmailLookupFormProps {
  /** The e-mail in the address, if any: the field shows what the result is for. */
  email: string | undefined;
  onLookup: (email: string) => void;
  /** A submit the form refused (not an e-mail): the page drops the previous result rather than show it under the error. */
  onRefused: () => void;
}

/** Calls `onRefused` once per submit that ended with errors (Formik never calls onSubmit then). */
function ReportRefusedSubmit({ onRefused }: { onRefused: () => void }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<EmailLookupValues>();
  const handled = useRef(submitCount);
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (refused) onRefused();
  }, [submitCount, isSubmitting, refused, onRefused]);
  return null;
}

/** "Enter an e-mail" (spec §2): checked in the browser, then looked up through the address. */
export function EmailLookupForm({ email, onLookup, onRefused }: EmailLookupFormProps) {
  const formId = useId();
  return (
    // Keyed by the address's e-mail: Back and Forward show the e-mail of the result they return to.
    <Formik<EmailLookupValues>
      key={email ?? ''}
      initialValues={{ email: email ?? '' }}
      validationSchema={emailLookupSchema}
      onSubmit={(values) => onLookup(lookupEmail(values.email))}
    >
      <Form id={formId} noValidate aria-label="Email lookup">
        <FormBehaviour formId={formId} schema={emailLookupSchema}>
          <ReportRefusedSubmit onRefused={onRefused} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
            <FormTextField
              id="email-lookup-email"
              name="email"
              type="email"
              label={EMAIL_LOOKUP_LABEL}
              helperText="The address the user signs in to the platform with."
              required
              fullWidth
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0, minHeight: 56 }}>
              Look up
            </Button>
          </Stack>
        </FormBehaviour>
      </Form>
    </Formik>
  );
}
