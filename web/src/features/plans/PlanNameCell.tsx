import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import { missingValueNote } from '../../domain/missing-offerings';
import { planRowAccess } from '../../domain/plan-row-access';
import type { PlanRow } from './plan-rows';
import type { PlansContext } from './plans-context';
import { usePlansPaths } from './use-plans-paths';

const lineSx = { display: 'block', fontWeight: 400 } as const;

/**
 * A plan's name in the list (issue 31): the link that opens its edit panel —
 * the row's click follows it (ResponsiveTable `openRowLink`), so keyboard and
 * screen-reader users have the same way in; a flag when the plan has no value
 * for a feature (item 7); and on a partner's disabled plan, who can change it
 * and how to ask, instead of nothing (item 20).
 */
export function PlanNameCell({ context, plan, featureName }: { context: PlansContext; plan: PlanRow; featureName: (id: string) => string }) {
  const plansPaths = usePlansPaths();
  const access = planRowAccess(plan, context.isAdmin, context.addon.state);
  const missing = missingValueNote(plan.featuresWithoutValue.map(featureName));
  return (
    <>
      {access.kind === 'open' ? (
        <Link component={RouterLink} to={plansPaths.editPlan(context.addon.slug, plan.id)} data-row-link="">
          {plan.name}
        </Link>
      ) : (
        plan.name
      )}
      {missing ? (
        <Typography component="span" variant="body2" color="warning.dark" sx={{ ...lineSx, fontWeight: 500 }}>
          {missing}
        </Typography>
      ) : null}
      {access.kind === 'locked' ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={lineSx}>
          {access.hint}{' '}
          <Link href={access.link.href} target="_blank" rel="noopener">
            {access.link.label}
            <span style={visuallyHidden}> (opens in a new tab)</span>
          </Link>
        </Typography>
      ) : null}
    </>
  );
}
