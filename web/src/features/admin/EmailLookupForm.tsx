import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { FormBehaviour } from '../../components/FormBehaviour';
import { FormTextField } from '../../components/FormTextField';
import { lookupEmail } from '../../domain/email-lookup';
import { EMAIL_LOOKUP_LABEL, emailLookupSchema, type EmailLookupValues } from './email-lookup-form';

export interface EmailLookupFormProps {
  /** The e-mail in the address, if any: the field shows what the result is for. */
  email: string | undefined;
  onLookup: (email: string) => void;
}

/** "Enter an e-mail" (spec §2): checked in the browser, then looked up through the address. */
export function EmailLookupForm({ email, onLookup }: EmailLookupFormProps) {
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
