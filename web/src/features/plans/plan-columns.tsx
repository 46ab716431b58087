import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ResponsiveColumn } from '../../components/ResponsiveTable';
import { formatPlanPrice } from '../../domain/money';
import { AVAILABILITY_LABELS } from '../../domain/plan-availability';
import { canRequestRepricing } from '../../domain/repricing';
import { activeRepricingNote } from '../../domain/repricing-note';
import type { PlanRow } from './plan-rows';
import { PlanNameCell } from './PlanNameCell';
import { PlanRowMenu } from './PlanRowMenu';
import type { PlansContext } from './plans-context';

/**
 * The plans table's columns (spec §2: name, slug, availability, price per
 * month, a row menu). On a phone the name heads each card beside its menu and
 * slug, availability and price stay as lines (issue 21 item 6: Disabled and
 * Invite Only must not look alike). A plan being repriced says so under its
 * price (item 11). The name opens the plan, flags missing feature values and
 * says what a partner can do about a disabled plan (PlanNameCell, issue 31).
 */
export function planColumns(context: PlansContext, featureName: (id: string) => string): ResponsiveColumn<PlanRow>[] {
  const columns: ResponsiveColumn<PlanRow>[] = [
    { id: 'name', header: 'Name', phone: 'title', cell: (plan) => <PlanNameCell context={context} plan={plan} featureName={featureName} /> },
    {
      id: 'slug',
      header: 'Slug',
      cell: (plan) => (
        <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {plan.slug}
        </Box>
      ),
    },
    {
      id: 'availability',
      header: 'Availability',
      sx: { whiteSpace: 'nowrap' },
      cell: (plan) => <Chip size="small" label={AVAILABILITY_LABELS[plan.availability]} variant={plan.enabled ? 'outlined' : 'filled'} />,
    },
    {
      id: 'price',
      header: 'Price per month',
      cell: (plan) => {
        const note = activeRepricingNote(plan.activeRepricing);
        return (
          <>
            {formatPlanPrice(plan)}
            {note ? (
              <Typography component="span" variant="body2" color="warning.dark" sx={{ display: 'block', fontWeight: 500 }}>
                {note}
              </Typography>
            ) : null}
          </>
        );
      },
    },
    { id: 'actions', header: 'Actions', hideHeader: true, phone: 'actions', align: 'right', sx: { width: 72 }, cell: (plan) => <PlanRowMenu context={context} plan={plan} /> },
  ];
  // A shut-down add-on's plans are listed only: every entry of the row menu would change one.
  // A role that may only reprice (Finance) keeps the menu where a repricing can be requested.
  const hasActions = context.changeable || (context.mayReprice && canRequestRepricing(context.addon.state));
  return hasActions ? columns : columns.filter((column) => column.id !== 'actions');
}
