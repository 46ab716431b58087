import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useOfferings, type Plan } from '../../api/plans';
import { revealState } from '../../components/reveal-state';
import { SlidePanel } from '../../components/SlidePanel';
import { usePlansPaths } from './use-plans-paths';
import { formatPlanPrice } from '../../domain/money';
import { AVAILABILITY_LABELS, availabilityOf } from '../../domain/plan-availability';
import { availabilityControl, canCreatePlanPass } from '../../domain/plan-permissions';
import type { PlansContext } from './plans-context';
import { RoutedPanel } from './RoutedPanel';
import { useRoutedPlan } from './use-routed-plan';
import { leavePanel } from '../../components/leave-panel';

/** `plans/:planId/post-creation`: names the new plan and what to do next. */
export function PlanCreatedPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const slug = context.addon.slug;
  const navigate = useNavigate();
  const close = () => void navigate(plansPaths.plans(slug), leavePanel());
  // Back in the list, the new plan is shown and marked (issue 21 item 11).
  const closeShowing = (planId: string) => void navigate(plansPaths.plans(slug), leavePanel(revealState(planId)));
  return (
    <RoutedPanel routed={useRoutedPlan(slug)} title="Plan Created" missingTo={plansPaths.plans(slug)} onClose={close}>
      {({ plan }) => (
        <SlidePanel
          title="Plan Created"
          onClose={() => closeShowing(plan.id)}
          actions={
            <Button variant="contained" onClick={() => closeShowing(plan.id)}>
              Done
            </Button>
          }
        >
          <PlanCreatedSummary context={context} plan={plan} />
        </SlidePanel>
      )}
    </RoutedPanel>
  );
}

function PlanCreatedSummary({ context, plan }: { context: PlansContext; plan: Plan }) {
  const plansPaths = usePlansPaths();
  const slug = context.addon.slug;
  const offerings = useOfferings(slug, plan.id);
  const unset = offerings.data?.filter((offering) => offering.value === null).length ?? 0;
  const control = availabilityControl({ addonState: context.addon.state, isAdmin: context.isAdmin, plan });
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        <strong>{plan.name}</strong> is created.
      </Alert>
      <List dense aria-label="The new plan">
        <ListItem>
          <ListItemText primary="Provisioned as" secondary={<code>{plan.fullSlug}</code>} />
        </ListItem>
        <ListItem>
          <ListItemText primary="Price per month" secondary={formatPlanPrice(plan)} />
        </ListItem>
        <ListItem>
          <ListItemText primary="Availability" secondary={AVAILABILITY_LABELS[availabilityOf(plan)]} />
        </ListItem>
      </List>
      <Typography variant="h3" component="h3">
        What to do next
      </Typography>
      <List aria-label="Next steps" sx={{ listStyle: 'decimal', pl: 3 }}>
        {unset > 0 ? (
          <ListItem sx={{ display: 'list-item' }}>
            {unset === 1 ? 'One feature has' : `${unset} features have`} no value for this plan yet:{' '}
            <RouterLink to={plansPaths.editPlan(slug, plan.id)}>set the feature values</RouterLink>.
          </ListItem>
        ) : null}
        {canCreatePlanPass(context.addon.state, plan) ? (
          <ListItem sx={{ display: 'list-item' }}>
            Invite Only plans are seen only by invited customers:{' '}
            <RouterLink to={plansPaths.newPlanPass(slug, plan.id)}>give someone a plan pass</RouterLink>.
          </ListItem>
        ) : null}
        {control.kind === 'select' || control.kind === 'adminSwitch' ? (
          <ListItem sx={{ display: 'list-item' }}>
            When it is ready for everyone, <RouterLink to={plansPaths.editPlan(slug, plan.id)}>change its availability</RouterLink>.
          </ListItem>
        ) : null}
        {control.kind === 'changeRequest' ? (
          <ListItem sx={{ display: 'list-item' }}>When it is ready for everyone, request an availability change from the plan’s menu.</ListItem>
        ) : null}
        {control.kind === 'fixed' ? <ListItem sx={{ display: 'list-item' }}>{control.reason}</ListItem> : null}
      </List>
    </Stack>
  );
}
