import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateAddon, type Addon, type AddonPatch } from '../../api/addon';
import { usePlans } from '../../api/plans';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField, type FormTextFieldProps } from '../../components/FormTextField';
import { listingPaths } from '../../domain/addon-paths';
import { addonRenameImpact } from '../../domain/addon-rename';
import { textChanges } from '../../domain/changed-attributes';
import { ChangeReview } from './ChangeReview';
import { generalInformationChanges, generalInformationSchema, initialValues, type GeneralInformationValues } from './general-information-form';
import { fieldLabels } from './general-information-labels';
import { IconField } from './IconField';
import { listingMessages } from './listing-messages';
import { ListingPreview } from './ListingPreview';
import { RenameReview } from './RenameReview';
import { leavePanel } from '../../components/leave-panel';

type TextFieldName = keyof typeof fieldLabels;

/** The fields this add-on's form shows (its terms URL may be hidden): a refused save's messages for any other go above the form. */
function shownFields(addon: Addon): (keyof GeneralInformationValues)[] {
  const text = (Object.keys(fieldLabels) as TextFieldName[]).filter((field) => field !== 'providerTermsUrl' || !addon.providerTermsUrlHidden);
  return ['base64Icon', ...text];
}

/**
 * `general-information/edit`: the form beside a live preview; Save shows the
 * changes for review, then sends only those. A new name (the add-on's
 * identifier) is saved only once the review's rename warning is confirmed. A
 * refused save goes back to the form with every input kept and the server's
 * messages on their fields.
 */
export function GeneralInformationPanel({ addon }: { addon: Addon }) {
  const navigate = useNavigate();
  const update = useUpdateAddon(addon.slug);
  const [review, setReview] = useState<AddonPatch | null>(null);
  const [renameConfirmed, setRenameConfirmed] = useState(false);
  const [renameMissing, setRenameMissing] = useState(false);
  const plans = usePlans(addon.slug);
  const renameImpact = (name: string) =>
    addonRenameImpact({ before: addon.name, after: name, planSlugs: (plans.data ?? []).map((plan) => plan.slug), marketplaceUrl: addon.marketplaceUrl });
  const reviewedRename = review?.name !== undefined ? renameImpact(review.name) : null;
  const close = () => void navigate(listingPaths.listing(addon.slug), leavePanel());
  const backToEditing = () => {
    setReview(null);
    setRenameConfirmed(false);
    setRenameMissing(false);
  };

  return (
    <FormPanel<GeneralInformationValues>
      title={review ? 'Review changes' : 'Edit basic info'}
      width="wide"
      initialValues={initialValues(addon)}
      validationSchema={generalInformationSchema}
      fields={shownFields(addon)}
      submitLabel="Review changes"
      onClose={close}
      onSubmit={async (values) => {
        const changes = generalInformationChanges(addon, values);
        if (Object.keys(changes).length === 0) return { notice: listingMessages.noChanges };
        if (!review) {
          setReview(changes);
          return;
        }
        if (reviewedRename && !renameConfirmed) {
          setRenameMissing(true);
          return;
        }
        try {
          await update.mutateAsync(changes);
        } catch (error) {
          // Back to the form, where FormPanel shows what the server said.
          backToEditing();
          throw error;
        }
        enqueueSnackbar(listingMessages.listingUpdated, { variant: 'success' });
        enqueueSnackbar(listingMessages.onElementsSoon, { variant: 'info' });
        close();
      }}
      actions={({ formId, isSubmitting, close: cancel }) =>
        review ? (
          <>
            <Button onClick={backToEditing} disabled={isSubmitting}>
              Back to editing
            </Button>
            <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save changes'}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={cancel}>Cancel</Button>
            <Button type="submit" form={formId} variant="contained">
              Review changes
            </Button>
          </>
        )
      }
    >
      {review ? (
        <>
          <ReviewStep addon={addon} review={review} />
          {reviewedRename ? (
            <RenameReview
              impact={reviewedRename}
              confirmed={renameConfirmed}
              onConfirmedChange={(confirmed) => {
                setRenameConfirmed(confirmed);
                if (confirmed) setRenameMissing(false);
              }}
              missing={renameMissing}
            />
          ) : null}
        </>
      ) : (
        <EditStep addon={addon} />
      )}
    </FormPanel>
  );
}

function ReviewStep({ addon, review }: { addon: Addon; review: AddonPatch }) {
  const { values } = useFormikContext<GeneralInformationValues>();
  return (
    <ChangeReview
      changes={textChanges(initialValues(addon), { ...values, ...review }, fieldLabels)}
      notes={review.base64Icon ? ['New icon'] : []}
    />
  );
}

function EditStep({ addon }: { addon: Addon }) {
  const { values } = useFormikContext<GeneralInformationValues>();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 420px)' }, gap: 4 }}>
      <GeneralInformationFields addon={addon} />
      <ListingPreview {...values} iconUrl={values.base64Icon ?? addon.iconUrl} />
    </Box>
  );
}

function ListingTextField({ name, ...props }: { name: TextFieldName } & Omit<FormTextFieldProps, 'name'>) {
  return <FormTextField id={`general-information-${name}`} name={name} label={fieldLabels[name]} fullWidth {...props} />;
}

function GeneralInformationFields({ addon }: { addon: Addon }) {
  const formik = useFormikContext<GeneralInformationValues>();
  return (
    <Stack spacing={3}>
      <IconField
        src={formik.values.base64Icon ?? addon.iconUrl}
        error={formik.errors.base64Icon}
        onChosen={(dataUrl) => {
          void formik.setFieldValue('base64Icon', dataUrl, false);
          formik.setFieldError('base64Icon', undefined);
        }}
        onProblem={(message) => formik.setFieldError('base64Icon', message)}
      />
      <ListingTextField name="displayName" required />
      <ListingTextField name="name" required helperText="Lower-case letters, digits and hyphens; used in commands and URLs." />
      <ListingTextField name="summary" required multiline rows={6} helperText="One or two sentences: what it does, for whom." />
      <ListingTextField name="tags" helperText="Separate tags with commas, e.g. postgres, backups." />
      {addon.providerTermsUrlHidden ? null : <ListingTextField name="providerTermsUrl" helperText="Where customers read your terms of service." />}
      <ListingTextField name="legalStatements" multiline rows={6} />
    </Stack>
  );
}
