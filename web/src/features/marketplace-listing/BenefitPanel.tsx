import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik, type FormikHelpers } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useBenefits, useCreateBenefit, useUpdateBenefit, type Benefit } from '../../api/benefits';
import { isApiError } from '../../api/errors';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import {
  BENEFIT_DESCRIPTION_MAX,
  BENEFIT_TITLE_MAX,
  benefitChanges,
  benefitFieldLabels,
  benefitFields,
  benefitSchema,
  benefitValues,
  newBenefitInput,
  type BenefitValues,
} from './benefit-form';
import { formProblems } from '../../api/form-errors';
import { listingPaths } from '../../domain/addon-paths';
import { listingMessages } from './listing-messages';

const FORM_ID = 'benefit-form';

interface PanelStatus {
  severity: 'info' | 'error';
  message: string;
}

/** A refused save keeps every input: the server's messages go on their fields, anything else above them. */
function showProblems(error: unknown, helpers: FormikHelpers<BenefitValues>) {
  const problems = formProblems(error, benefitFields);
  if (!problems) return;
  helpers.setErrors(problems.fields);
  if (problems.other.length > 0) helpers.setStatus({ severity: 'error', message: problems.other.join(' ') } satisfies PanelStatus);
}

interface BenefitFormPanelProps {
  title: 'Add Benefit' | 'Edit Benefit';
  initialValues: BenefitValues;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: BenefitValues, helpers: FormikHelpers<BenefitValues>) => Promise<void>;
}

function BenefitFormPanel({ title, initialValues, submitLabel, onClose, onSubmit }: BenefitFormPanelProps) {
  return (
    <Formik<BenefitValues> initialValues={initialValues} validationSchema={benefitSchema} onSubmit={onSubmit}>
      {({ values, errors, touched, submitCount, status, handleChange, handleBlur, isSubmitting }) => {
        const shown = (name: keyof BenefitValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
        const panelStatus = status as PanelStatus | undefined;
        return (
          <SlidePanel
            title={title}
            onClose={onClose}
            actions={
              <>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" form={FORM_ID} variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : submitLabel}
                </Button>
              </>
            }
          >
            <Form id={FORM_ID} noValidate>
              <Stack spacing={3}>
                {panelStatus ? (
                  <Alert severity={panelStatus.severity} role={panelStatus.severity === 'error' ? 'alert' : 'status'}>
                    {panelStatus.message}
                  </Alert>
                ) : null}
                <TextField
                  id="benefit-title"
                  name="title"
                  label={benefitFieldLabels.title}
                  value={values.title}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={Boolean(shown('title'))}
                  helperText={shown('title') ?? `A few words, at most ${BENEFIT_TITLE_MAX} characters.`}
                  required
                  fullWidth
                  autoComplete="off"
                />
                <TextField
                  id="benefit-description"
                  name="description"
                  label={benefitFieldLabels.description}
                  value={values.description}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={Boolean(shown('description'))}
                  helperText={shown('description') ?? `What it means for the customer, at most ${BENEFIT_DESCRIPTION_MAX} characters.`}
                  required
                  fullWidth
                  multiline
                  rows={6}
                />
              </Stack>
            </Form>
          </SlidePanel>
        );
      }}
    </Formik>
  );
}

function useCloseToListing(slug: string) {
  const navigate = useNavigate();
  return () => void navigate(listingPaths.listing(slug));
}

/** `benefits/new` */
export function NewBenefitPanel({ slug }: { slug: string }) {
  const close = useCloseToListing(slug);
  const create = useCreateBenefit(slug);
  return (
    <BenefitFormPanel
      title="Add Benefit"
      submitLabel="Add Benefit"
      initialValues={benefitValues()}
      onClose={close}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await create.mutateAsync(newBenefitInput(values));
          enqueueSnackbar(listingMessages.benefitSaved, { variant: 'success' });
          close();
        } catch (error) {
          showProblems(error, helpers);
        }
      }}
    />
  );
}

export type RoutedBenefit =
  | { state: 'loading' }
  | { state: 'failed'; message: string | undefined; retry: () => void }
  | { state: 'missing' }
  | { state: 'found'; benefit: Benefit };

/** The benefit named by the route's `:benefitId`, once the list has loaded. */
export function useRoutedBenefit(slug: string): RoutedBenefit {
  const { benefitId } = useParams();
  const benefits = useBenefits(slug);
  if (benefits.isPending) return { state: 'loading' };
  if (benefits.isError) {
    return {
      state: 'failed',
      message: isApiError(benefits.error) ? benefits.error.detail : undefined,
      retry: () => void benefits.refetch(),
    };
  }
  const benefit = benefits.data.find((candidate) => candidate.id === benefitId);
  return benefit ? { state: 'found', benefit } : { state: 'missing' };
}

/** `benefits/:benefitId/edit`; an unknown benefit returns to the listing. */
export function EditBenefitPanel({ slug }: { slug: string }) {
  const close = useCloseToListing(slug);
  const routed = useRoutedBenefit(slug);
  if (routed.state === 'missing') return <Navigate to={listingPaths.listing(slug)} replace />;
  if (routed.state !== 'found') {
    return (
      <SlidePanel title="Edit Benefit" onClose={close}>
        {routed.state === 'loading' ? (
          <LoadingState label="Loading the benefit…" />
        ) : (
          <ErrorState message={routed.message} onRetry={routed.retry} />
        )}
      </SlidePanel>
    );
  }
  return <EditBenefitForm slug={slug} benefit={routed.benefit} onClose={close} />;
}

function EditBenefitForm({ slug, benefit, onClose }: { slug: string; benefit: Benefit; onClose: () => void }) {
  const update = useUpdateBenefit(slug);
  return (
    <BenefitFormPanel
      title="Edit Benefit"
      submitLabel="Save"
      initialValues={benefitValues(benefit)}
      onClose={onClose}
      onSubmit={async (values, helpers) => {
        const changes = benefitChanges(benefit, values);
        if (Object.keys(changes).length === 0) {
          helpers.setStatus({ severity: 'info', message: listingMessages.noChanges } satisfies PanelStatus);
          return;
        }
        helpers.setStatus(undefined);
        try {
          await update.mutateAsync({ id: benefit.id, changes });
          enqueueSnackbar(listingMessages.benefitSaved, { variant: 'success' });
          onClose();
        } catch (error) {
          showProblems(error, helpers);
        }
      }}
    />
  );
}
