import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import * as yup from 'yup';
import { REPRICING_MESSAGES, useRepricings, useRequestRepricing, type Repricing } from '../../api/repricings';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { QueryState } from '../../components/QueryState';
import { SlidePanel } from '../../components/SlidePanel';
import { addonPath } from '../../domain/addon-paths';
import { usePlansPaths } from './use-plans-paths';
import { formatCents, formatPlanPrice, parseDollars } from '../../domain/money';
import { activeRepricingOf, canRequestRepricing, isNonGrandfatheredPriceIncrease } from '../../domain/repricing';
import { activeRepricingNotice } from '../../domain/repricing-outcome';
import { formatRepricingDate, repricingDates, repricingDateSentences } from '../../domain/repricing-dates';
import type { Plan } from '../../api/plans';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { RepricingHistory } from './RepricingHistory';
import { RoutedPanel } from './RoutedPanel';
import { WithdrawRepricing } from './WithdrawRepricing';
import { useRoutedPlan } from './use-routed-plan';
import { leavePanel } from '../../components/leave-panel';

interface RepricingValues {
  price: string;
  /** 'yes': existing installs keep their price. */
  grandfathered: 'yes' | 'no';
}

/** `plans/:planId/repricing` (spec §4 "Repricing"); only GA add-ons reprice, others go back to the add-on. */
export function RepricingPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const slug = context.addon.slug;
  const navigate = useNavigate();
  const close = () => void navigate(plansPaths.plans(slug), leavePanel());
  const routed = useRoutedPlan(slug);
  if (!canRequestRepricing(context.addon.state)) return <Navigate to={addonPath(slug)} replace />;
  return (
    <RoutedPanel routed={routed} title="Reprice" missingTo={plansPaths.plans(slug)} onClose={close}>
      {({ plan }) => <PlanRepricing context={context} plan={plan} onClose={close} />}
    </RoutedPanel>
  );
}

function PlanRepricing({ context, plan, onClose }: { context: PlansContext; plan: Plan; onClose: () => void }) {
  const repricings = useRepricings(context.addon.slug, plan.id);
  if (!repricings.isSuccess) {
    return (
      <SlidePanel title={`Reprice ${plan.name}`} onClose={onClose}>
        <QueryState query={repricings} loadingLabel="Loading repricings…">
          {() => null}
        </QueryState>
      </SlidePanel>
    );
  }
  const active = activeRepricingOf(repricings.data);
  const history = <RepricingHistory context={context} plan={plan} repricings={repricings.data} />;
  if (active) {
    return (
      <SlidePanel title={`Reprice ${plan.name}`} width="wide" onClose={onClose}>
        <Stack spacing={3}>
          <RepricingInProgress repricing={active} withdraw={context.isAdmin ? null : <WithdrawRepricing slug={context.addon.slug} planId={plan.id} repricing={active} focusAfter={PRICE_FIELD_ID} />} />
          {history}
        </Stack>
      </SlidePanel>
    );
  }
  return <RepricingForm context={context} plan={plan} onClose={onClose} history={history} />;
}

const PRICE_FIELD_ID = 'repricing-price';

/**
 * Spec §2: "While one is active, the form is replaced by a 'Repricing In
 * Progress' notice." Its heading follows the status (issue 31 item 6: "In
 * Progress" above "New"), and a new request can be withdrawn from it.
 */
function RepricingInProgress({ repricing, withdraw }: { repricing: Repricing; withdraw: ReactNode }) {
  const dates = repricingDates(new Date(repricing.createdAt), repricing.grandfathered);
  const notice = activeRepricingNotice(repricing.status);
  return (
    <Alert severity="info" role="status">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {notice.heading}
      </Typography>
      <Typography>
        {formatCents(repricing.originalPriceCents)} → {formatCents(repricing.priceCents)}
      </Typography>
      <Typography>{notice.next}</Typography>
      <Typography variant="body2">New installs from {formatRepricingDate(repricing.repriceDate)}.</Typography>
      <Typography variant="body2">
        {dates.existingInstalls === null ? 'Existing installs keep their price (grandfathered).' : `Existing installs from ${formatRepricingDate(dates.existingInstalls)}.`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Only one repricing per plan can be active; a new request is possible once this one is completed, rejected or withdrawn.
      </Typography>
      {withdraw}
    </Alert>
  );
}

function repricingSchema(currentCents: number) {
  return yup.object({
    price: yup.string().test('price', function check(price) {
      const parsed = parseDollars(price ?? '');
      if (!parsed.ok) return this.createError({ message: parsed.message });
      return parsed.cents !== currentCents || this.createError({ message: REPRICING_MESSAGES.samePrice });
    }),
  });
}

/** The effective dates for what is chosen now, and the increase warning (spec §4). */
function RepricingConsequences({ plan }: { plan: Plan }) {
  const { values } = useFormikContext<RepricingValues>();
  const grandfathered = values.grandfathered === 'yes';
  const [newInstalls, existingInstalls] = repricingDateSentences(repricingDates(new Date(), grandfathered));
  const parsed = parseDollars(values.price);
  const increase = parsed.ok && isNonGrandfatheredPriceIncrease({ originalPriceCents: plan.priceCents, priceCents: parsed.cents, grandfathered });
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography variant="body2">{newInstalls}</Typography>
      <Typography variant="body2">{existingInstalls}</Typography>
      {increase ? (
        <Alert severity="warning">
          This raises the price for existing customers too. They are told before it applies; consider keeping their current price instead.
        </Alert>
      ) : null}
    </Stack>
  );
}

function GrandfatheredField() {
  const [field] = useField<string>('grandfathered');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Existing installs</FormLabel>
      <RadioGroup {...field}>
        <FormControlLabel value="yes" control={<Radio />} label="Keep their current price (grandfathered)" />
        <FormControlLabel value="no" control={<Radio />} label="Move to the new price" />
      </RadioGroup>
    </FormControl>
  );
}

function RepricingForm({ context, plan, onClose, history }: { context: PlansContext; plan: Plan; onClose: () => void; history: ReactNode }) {
  const request = useRequestRepricing(context.addon.slug, plan.id);
  return (
    <FormPanel<RepricingValues>
      title={`Reprice ${plan.name}`}
      width="wide"
      initialValues={{ price: '', grandfathered: 'yes' }}
      validationSchema={repricingSchema(plan.priceCents)}
      fields={['price', 'grandfathered']}
      serverFieldNames={{ priceCents: 'price' }}
      submitLabel="Submit Repricing"
      submittingLabel="Submitting…"
      onClose={onClose}
      onSubmit={async (values) => {
        const parsed = parseDollars(values.price);
        if (!parsed.ok) return;
        await request.mutateAsync({ priceCents: parsed.cents, grandfathered: values.grandfathered === 'yes' });
        enqueueSnackbar(plansMessages.repricingSubmitted(plan.name), { variant: 'success' });
      }}
    >
      <Typography>
        Current price: <strong>{formatPlanPrice(plan)}</strong> per month.
      </Typography>
      <FormTextField id={PRICE_FIELD_ID} name="price" label="New price per month (dollars)" required inputMode="decimal" fullWidth />
      <GrandfatheredField />
      <RepricingConsequences plan={plan} />
      {history}
    </FormPanel>
  );
}
