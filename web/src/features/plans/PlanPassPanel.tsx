import Alert from '@mui/material/Alert';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useCreatePlanPass } from '../../api/plan-passes';
import type { Plan } from '../../api/plans';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { SlidePanel } from '../../components/SlidePanel';
import { usePlansPaths } from './use-plans-paths';
import { canCreatePlanPass } from '../../domain/plan-permissions';
import { inviteFields, inviteSchema, type InviteValues } from './invite-form';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { RoutedPanel } from './RoutedPanel';
import { useRoutedPlan } from './use-routed-plan';
import { leavePanel } from '../../components/leave-panel';

/** `plans/:planId/plan-passes/new` (spec §4: private enabled plans, never in alpha). */
export function PlanPassPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const slug = context.addon.slug;
  const navigate = useNavigate();
  const close = () => void navigate(plansPaths.plans(slug), leavePanel());
  return (
    <RoutedPanel routed={useRoutedPlan(slug)} title="Create Plan Pass" missingTo={plansPaths.plans(slug)} onClose={close}>
      {({ plan }) => <PlanPassForm context={context} plan={plan} onClose={close} />}
    </RoutedPanel>
  );
}

function PlanPassForm({ context, plan, onClose }: { context: PlansContext; plan: Plan; onClose: () => void }) {
  const create = useCreatePlanPass(plan.id);
  if (!canCreatePlanPass(context.addon.state, plan)) {
    return (
      <SlidePanel title="Create Plan Pass" onClose={onClose}>
        <Alert severity="info">
          Plan passes are for Invite Only plans of add-ons past alpha. {plan.name} {context.addon.state === 'alpha' ? 'belongs to an alpha add-on: invite alpha users instead.' : 'is not an enabled Invite Only plan.'}
        </Alert>
      </SlidePanel>
    );
  }
  return (
    <FormPanel<InviteValues>
      title={`Create Plan Pass for ${plan.name}`}
      initialValues={{ email: '' }}
      validationSchema={inviteSchema}
      fields={inviteFields}
      submitLabel="Create Plan Pass"
      onClose={onClose}
      onSubmit={async (values) => {
        const pass = await create.mutateAsync(values.email.trim());
        enqueueSnackbar(plansMessages.planPassCreated(pass.email), { variant: 'success' });
        onClose();
      }}
    >
      <FormTextField id="plan-pass-email" name="email" type="email" label="E-mail" helperText="The customer who may install this Invite Only plan." required fullWidth autoComplete="off" />
    </FormPanel>
  );
}
