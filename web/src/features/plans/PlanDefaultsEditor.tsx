import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useOptimisticAddonUpdate, type AddonPatch } from '../../api/addon';
import type { Plan } from '../../api/plans';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { usePlansPaths } from './use-plans-paths';
import { formatPlanPrice } from '../../domain/money';
import { eligibleDefaultPlans } from '../../domain/plan-defaults';
import { PLAN_DEFAULT_SLOTS, type PlanDefaultSlot } from './plan-default-slots';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { leavePanel } from '../../components/leave-panel';

type PlanDefaultsValues = Record<PlanDefaultSlot, string>;

/** '' in a select: no plan set, the lowest-cost one applies. */
const LOWEST_COST = '';

/**
 * Edit Plan Defaults (admins; spec §5: "Default-plan selects offer only
 * public visible plans"). Saved at once into the tables and rolled back with
 * 'something went wrong' if the server refuses.
 */
export function PlanDefaultsEditor({ context, plans }: { context: PlansContext; plans: readonly Plan[] }) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  const update = useOptimisticAddonUpdate(context.addon.slug);
  const close = () => void navigate(plansPaths.plans(context.addon.slug), leavePanel());
  const eligible = eligibleDefaultPlans(plans);
  const initialValues = Object.fromEntries(PLAN_DEFAULT_SLOTS.map((slot) => [slot.key, context.addon[slot.key] ?? LOWEST_COST])) as PlanDefaultsValues;
  return (
    <FormPanel<PlanDefaultsValues>
      title="Edit Plan Defaults"
      initialValues={initialValues}
      fields={PLAN_DEFAULT_SLOTS.map((slot) => slot.key)}
      submitLabel="Save Plan Defaults"
      onClose={close}
      onSubmit={async (values) => {
        const changes: AddonPatch = {};
        for (const slot of PLAN_DEFAULT_SLOTS) {
          if (values[slot.key] !== initialValues[slot.key]) changes[slot.key] = values[slot.key] === LOWEST_COST ? null : values[slot.key];
        }
        if (Object.keys(changes).length === 0) return { notice: plansMessages.noChanges };
        try {
          await update.mutateAsync(changes);
        } catch (error) {
          enqueueSnackbar(plansMessages.saveFailed, { variant: 'error' });
          throw error;
        }
        enqueueSnackbar(plansMessages.planDefaultsSaved, { variant: 'success' });
        close();
        return undefined;
      }}
    >
      {PLAN_DEFAULT_SLOTS.map((slot) => (
        <FormTextField
          key={slot.key}
          id={`plan-default-${slot.key}`}
          name={slot.key}
          select
          fullWidth
          label={`${slot.table === 'regular' ? 'Regular apps' : 'Review apps and CI'}: ${slot.label}`}
        >
          <MenuItem value={LOWEST_COST}>Lowest-cost plan</MenuItem>
          {eligible.map((plan) => (
            <MenuItem key={plan.id} value={plan.slug}>
              {plan.name} ({formatPlanPrice(plan)})
            </MenuItem>
          ))}
        </FormTextField>
      ))}
    </FormPanel>
  );
}
