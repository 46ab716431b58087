import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateAddon, type Addon, type AddonPatch } from '../../api/addon';
import { formErrorsOf } from '../../api/form-errors';
import { SlidePanel } from '../../components/SlidePanel';
import { listingPaths } from '../../domain/addon-paths';
import { textChanges } from '../../domain/changed-attributes';
import { ChangeReview } from './ChangeReview';
import {
  fieldLabels,
  generalInformationChanges,
  generalInformationSchema,
  initialValues,
  type GeneralInformationValues,
} from './general-information-form';
import { IconField } from './IconField';
import { listingMessages } from './listing-messages';
import { ListingPreview } from './ListingPreview';

const FORM_ID = 'general-information-form';

/**
 * `general-information/edit`: the form beside a live preview; Save shows the
 * changes for review, then sends only those. A refused save keeps every input
 * and puts the server's messages on their fields.
 */
export function GeneralInformationPanel({ addon }: { addon: Addon }) {
  const navigate = useNavigate();
  const update = useUpdateAddon(addon.slug);
  const [review, setReview] = useState<AddonPatch | null>(null);
  const close = () => void navigate(listingPaths.listing(addon.slug));

  async function save(changes: AddonPatch, helpers: FormikHelpers<GeneralInformationValues>) {
    try {
      await update.mutateAsync(changes);
      enqueueSnackbar(listingMessages.listingUpdated, { variant: 'success' });
      enqueueSnackbar(listingMessages.onElementsSoon, { variant: 'info' });
      close();
    } catch (error) {
      const fieldErrors = formErrorsOf(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      setReview(null);
    }
  }

  return (
    <Formik<GeneralInformationValues>
      initialValues={initialValues(addon)}
      validationSchema={generalInformationSchema}
      onSubmit={async (values, helpers) => {
        const changes = generalInformationChanges(addon, values);
        if (Object.keys(changes).length === 0) {
          helpers.setStatus(listingMessages.noChanges);
          return;
        }
        helpers.setStatus(undefined);
        if (review) await save(changes, helpers);
        else setReview(changes);
      }}
    >
      {({ isSubmitting, values }) => (
        <SlidePanel
          title={review ? 'Review changes' : 'Edit basic info'}
          onClose={close}
          width="wide"
          actions={
            review ? (
              <>
                <Button onClick={() => setReview(null)} disabled={isSubmitting}>
                  Back to editing
                </Button>
                <Button type="submit" form={FORM_ID} variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save changes'}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={close}>Cancel</Button>
                <Button type="submit" form={FORM_ID} variant="contained">
                  Review changes
                </Button>
              </>
            )
          }
        >
          <Form id={FORM_ID} noValidate>
            {review ? (
              <ChangeReview
                changes={textChanges(initialValues(addon), { ...values, ...review }, fieldLabels)}
                notes={review.base64Icon ? ['New icon'] : []}
              />
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 420px)' }, gap: 4 }}>
                <GeneralInformationFields addon={addon} />
                <ListingPreview {...values} iconUrl={values.base64Icon ?? addon.iconUrl} />
              </Box>
            )}
          </Form>
        </SlidePanel>
      )}
    </Formik>
  );
}

function GeneralInformationFields({ addon }: { addon: Addon }) {
  const formik = useFormikContext<GeneralInformationValues>();
  const text = (name: keyof typeof fieldLabels, extra: { multiline?: boolean; helperText?: string; required?: boolean } = {}) => {
    const touched = formik.touched[name];
    const error = formik.errors[name];
    const shownError = touched || formik.submitCount > 0 ? error : undefined;
    return (
      <TextField
        id={`general-information-${name}`}
        name={name}
        label={fieldLabels[name]}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(shownError)}
        helperText={shownError ?? extra.helperText}
        required={extra.required}
        fullWidth
        {...(extra.multiline ? { multiline: true, rows: 6 } : {})}
      />
    );
  };

  return (
    <Stack spacing={3}>
      {formik.status ? (
        <Alert severity="info" role="status">
          {String(formik.status)}
        </Alert>
      ) : null}
      <IconField
        src={formik.values.base64Icon ?? addon.iconUrl}
        error={formik.errors.base64Icon}
        onChosen={(dataUrl) => {
          void formik.setFieldValue('base64Icon', dataUrl, false);
          formik.setFieldError('base64Icon', undefined);
        }}
        onProblem={(message) => formik.setFieldError('base64Icon', message)}
      />
      {text('displayName', { required: true })}
      {text('name', { required: true, helperText: 'Lower-case letters, digits and hyphens; used in commands and URLs.' })}
      {text('summary', { required: true, multiline: true, helperText: 'One or two sentences: what it does, for whom.' })}
      {text('tags', { helperText: 'Separate tags with commas, e.g. postgres, backups.' })}
      {addon.providerTermsUrlHidden ? null : text('providerTermsUrl', { helperText: 'Where customers read your terms of service.' })}
      {text('legalStatements', { multiline: true })}
    </Stack>
  );
}
