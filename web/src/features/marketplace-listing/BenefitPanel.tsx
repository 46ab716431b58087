import { enqueueSnackbar } from 'notistack';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useBenefits, useCreateBenefit, useUpdateBenefit, type Benefit } from '../../api/benefits';
import { errorDetail } from '../../api/errors';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel, type FormPanelSubmitResult } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
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
import { listingPaths } from '../../domain/addon-paths';
import { listingMessages } from './listing-messages';
import { leavePanel } from '../../components/leave-panel';

interface BenefitFormPanelProps {
  title: 'Add Benefit' | 'Edit Benefit';
  initialValues: BenefitValues;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: BenefitValues) => Promise<FormPanelSubmitResult>;
}

/** A refused save keeps every input: the server's messages go on their fields, anything else above them. */
function BenefitFormPanel({ title, initialValues, submitLabel, onClose, onSubmit }: BenefitFormPanelProps) {
  return (
    <FormPanel<BenefitValues>
      title={title}
      initialValues={initialValues}
      validationSchema={benefitSchema}
      fields={benefitFields}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        id="benefit-title"
        name="title"
        label={benefitFieldLabels.title}
        helperText={`A few words, at most ${BENEFIT_TITLE_MAX} characters.`}
        required
        fullWidth
        autoComplete="off"
      />
      <FormTextField
        id="benefit-description"
        name="description"
        label={benefitFieldLabels.description}
        helperText={`What it means for the customer, at most ${BENEFIT_DESCRIPTION_MAX} characters.`}
        required
        fullWidth
        multiline
        rows={6}
      />
    </FormPanel>
  );
}

function useCloseToListing(slug: string) {
  const navigate = useNavigate();
  return () => void navigate(listingPaths.listing(slug), leavePanel());
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
      onSubmit={async (values) => {
        await create.mutateAsync(newBenefitInput(values));
        enqueueSnackbar(listingMessages.benefitSaved, { variant: 'success' });
        close();
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
  if (benefits.isError) return { state: 'failed', message: errorDetail(benefits.error), retry: () => void benefits.refetch() };
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
      onSubmit={async (values) => {
        const changes = benefitChanges(benefit, values);
        if (Object.keys(changes).length === 0) return { notice: listingMessages.noChanges };
        await update.mutateAsync({ id: benefit.id, changes });
        enqueueSnackbar(listingMessages.benefitSaved, { variant: 'success' });
        onClose();
      }}
    />
  );
}
