import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFeatures, type Feature } from '../../api/features';
import { useCreatePlan, useOfferings, useUpdatePlan, type Offering, type Plan } from '../../api/plans';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { useCompanyPermission } from '../../components/use-company-permission';
import { usePlansPaths } from './use-plans-paths';
import { featuresWithoutValue, missingValueExplanation } from '../../domain/missing-offerings';
import { formatPlanPrice } from '../../domain/money';
import { availabilityControl, priceControl } from '../../domain/plan-permissions';
import { planSlugField, planSlugFor } from '../../domain/plan-slug';
import { newPlanInput, planChanges, planFields, planSchema, planServerFieldNames, planValues, type PlanValues } from './plan-form';
import { AdminPlanPropertiesFields, AvailabilityField, OfferingFields } from './PlanFormFields';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { RoutedPanel } from './RoutedPanel';
import { useRoutedPlan } from './use-routed-plan';
import { leavePanel } from '../../components/leave-panel';

function useCloseToPlans(slug: string) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  return () => void navigate(plansPaths.plans(slug), leavePanel());
}

/** The slug field: on create it shows the slug a blank one becomes; on edit it is read-only and says why. */
function SlugField({ mode }: { mode: 'create' | 'edit' }) {
  const { values } = useFormikContext<PlanValues>();
  const field = planSlugField(mode);
  const generated = mode === 'create' ? planSlugFor({ slug: values.slug, name: values.name }) : null;
  const helperText = generated?.ok && generated.generated ? `${field.helperText} It will be “${generated.slug}”.` : field.helperText;
  return (
    <FormTextField
      id="plan-slug"
      name="slug"
      label="Slug"
      helperText={helperText}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { readOnly: field.readOnly, spellCheck: false } }}
    />
  );
}

/**
 * A saved GA plan's price, read-only, with the way to change it: a repricing
 * (spec §4). A role that may not request one (a Developer, issue 35 §2) is
 * told who may instead of a link that would only come back.
 */
function RepricedPrice({ slug, plan, reason, mayReprice }: { slug: string; plan: Plan; reason: string; mayReprice: boolean }) {
  const plansPaths = usePlansPaths();
  const refusal = useCompanyPermission('requestRepricing').reason;
  return (
    <TextField
      id="plan-price"
      label="Price per month"
      value={formatPlanPrice(plan)}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
      helperText={
        <>
          {reason}{' '}
          {mayReprice ? (
            <Link component={RouterLink} to={plansPaths.repricing(slug, plan.id)}>
              Reprice {plan.name}
            </Link>
          ) : (
            refusal
          )}
        </>
      }
    />
  );
}

function PriceFields() {
  const [contract] = useField<boolean>('priceContract');
  const { setFieldValue } = useFormikContext<PlanValues>();
  return (
    <Stack spacing={1}>
      <FormTextField
        id="plan-price"
        name="price"
        label="Price per month (dollars)"
        helperText={contract.value ? 'Priced by contract: the listing shows “Contract”.' : 'Like 19.99; cents below a cent are dropped.'}
        disabled={contract.value}
        inputMode="decimal"
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox checked={contract.value} onChange={(event) => void setFieldValue('priceContract', event.target.checked)} />}
        label="Contract pricing (the price is agreed per customer)"
      />
    </Stack>
  );
}

interface PlanFormProps {
  context: PlansContext;
  features: readonly Feature[];
  plan?: Plan;
  offerings?: readonly Offering[];
}

function PlanForm({ context, features, plan, offerings }: PlanFormProps) {
  const plansPaths = usePlansPaths();
  const close = useCloseToPlans(context.addon.slug);
  const navigate = useNavigate();
  const create = useCreatePlan(context.addon.slug);
  const update = useUpdatePlan(context.addon.slug);
  const mode = plan ? 'edit' : 'create';
  const initialValues = planValues(features, plan, offerings);
  // Features added after this plan was made, with no value for it yet: named at the top, marked below (issue 31 item 7).
  const missing = plan ? featuresWithoutValue(features, offerings ?? []) : [];
  const missingExplanation = missingValueExplanation(features.filter((feature) => missing.includes(feature.id)).map((feature) => feature.name));
  const price = priceControl({ addonState: context.addon.state, plan: plan ?? null });
  const control = (newSlug: string) => availabilityControl({ addonState: context.addon.state, isAdmin: context.isAdmin, plan: plan ?? null, newSlug });

  async function submit(values: PlanValues) {
    if (!plan) {
      const created = await create.mutateAsync(newPlanInput(values, features, context.isAdmin));
      enqueueSnackbar(plansMessages.planSaved, { variant: 'success' });
      void navigate(plansPaths.postCreation(context.addon.slug, created.id), leavePanel());
      return;
    }
    const changes = planChanges(plan, initialValues, values, features, context.isAdmin, missing);
    if (Object.keys(changes).length === 0) return { notice: plansMessages.noChanges };
    try {
      await update.mutateAsync({ planId: plan.id, changes });
    } catch (error) {
      // Spec §8: the plan is back as it was; the form keeps what was typed.
      enqueueSnackbar(plansMessages.saveFailed, { variant: 'error' });
      throw error;
    }
    enqueueSnackbar(plansMessages.planSaved, { variant: 'success' });
    close();
    return undefined;
  }

  return (
    <FormPanel<PlanValues>
      title={plan ? `Edit ${plan.name}` : 'Create Plan'}
      width="wide"
      initialValues={initialValues}
      validationSchema={planSchema(features, mode)}
      fields={planFields}
      serverFieldNames={planServerFieldNames}
      submitLabel={plan ? 'Save Plan' : 'Create Plan'}
      onClose={close}
      onSubmit={submit}
    >
      {missingExplanation ? <Alert severity="warning">{missingExplanation}</Alert> : null}
      <FormTextField id="plan-name" name="name" label="Name" required fullWidth autoComplete="off" />
      <SlugField mode={mode} />
      {plan && price.kind === 'repricing' ? <RepricedPrice slug={context.addon.slug} plan={plan} reason={price.reason} mayReprice={context.mayReprice} /> : <PriceFields />}
      <AvailabilityField control={control} />
      <OfferingFields features={features} missing={missing} />
      {context.isAdmin ? <AdminPlanPropertiesFields /> : null}
    </FormPanel>
  );
}

/** `plans/new` */
export function NewPlanPanel({ context }: { context: PlansContext }) {
  const close = useCloseToPlans(context.addon.slug);
  const features = useFeatures(context.addon.slug);
  if (!features.isSuccess) {
    return (
      <SlidePanel title="Create Plan" onClose={close}>
        {features.isError ? <ErrorState onRetry={() => void features.refetch()} /> : <LoadingState label="Loading features…" />}
      </SlidePanel>
    );
  }
  return <PlanForm context={context} features={features.data} />;
}

/** `plans/:planId/edit`; an unknown plan returns to the plans tab. */
export function EditPlanPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const slug = context.addon.slug;
  const close = useCloseToPlans(slug);
  return (
    <RoutedPanel routed={useRoutedPlan(slug)} title="Edit Plan" missingTo={plansPaths.plans(slug)} onClose={close}>
      {({ plan }) => <EditPlanLoader context={context} plan={plan} />}
    </RoutedPanel>
  );
}

function EditPlanLoader({ context, plan }: { context: PlansContext; plan: Plan }) {
  const close = useCloseToPlans(context.addon.slug);
  const features = useFeatures(context.addon.slug);
  const offerings = useOfferings(context.addon.slug, plan.id);
  if (features.isSuccess && offerings.isSuccess) return <PlanForm context={context} features={features.data} plan={plan} offerings={offerings.data} />;
  const failed = features.isError || offerings.isError;
  return (
    <SlidePanel title={`Edit ${plan.name}`} onClose={close}>
      {failed ? (
        <ErrorState
          onRetry={() => {
            void features.refetch();
            void offerings.refetch();
          }}
        />
      ) : (
        <LoadingState label="Loading the plan…" />
      )}
    </SlidePanel>
  );
}
