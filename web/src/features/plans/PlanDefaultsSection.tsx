import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Addon } from '../../api/addon';
import { usePlans, type Plan } from '../../api/plans';
import { QueryState } from '../../components/QueryState';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { PLAN_DEFAULTS_EDITOR_FLAG } from '../../domain/addon-paths';
import { usePlansPaths } from './use-plans-paths';
import { links } from '../../domain/links';
import { formatPlanPrice } from '../../domain/money';
import { lowestCostPlan, planDefaultsEdit } from '../../domain/plan-defaults';
import { PLAN_DEFAULT_SLOTS } from './plan-default-slots';
import { PlanDefaultsEditor } from './PlanDefaultsEditor';
import type { PlansContext } from './plans-context';

const TABLES = [
  { id: 'regular', caption: 'Regular apps' },
  { id: 'temporary', caption: 'Review apps and CI (temporary defaults)' },
] as const;

/**
 * Plan defaults (spec §2): read-only tables of the plan each kind of app gets
 * when none is named, the lowest-cost plan unless one is set; admins edit
 * them (opened by the query flag), partners ask through a support ticket.
 */
export function PlanDefaultsSection({ context }: { context: PlansContext }) {
  const plans = usePlans(context.addon.slug);
  const [search] = useSearchParams();
  return (
    <SectionCard
      title="Plan Defaults"
      description={
        <>
          The plan an app gets when it does not name one. Unless set, it is the lowest-cost public plan
          {/* A shut-down add-on changes no more (the notice above the plans says so): no way to ask for it. */}
          {context.changeable ? (
            <>
              ; to change it,{' '}
              <Link href={links.supportTicket} target="_blank" rel="noopener">
                submit a support ticket (opens in a new tab)
              </Link>
            </>
          ) : null}
          .
        </>
      }
      action={plans.isSuccess && context.changeable ? <EditButton context={context} plans={plans.data} /> : undefined}
    >
      <QueryState query={plans} loadingLabel="Loading plan defaults…">
        {(list) => (
          <>
            <DefaultsTables addon={context.addon} plans={list} />
            {context.isAdmin && context.changeable && search.has(PLAN_DEFAULTS_EDITOR_FLAG) ? <PlanDefaultsEditor context={context} plans={list} /> : null}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

function EditButton({ context, plans }: { context: PlansContext; plans: readonly Plan[] }) {
  const plansPaths = usePlansPaths();
  const edit = planDefaultsEdit(plans, context.isAdmin);
  if (!edit.visible) return null;
  if (!edit.enabled) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <Tooltip title={edit.reason}>
          <span>
            <Button variant="outlined" startIcon={<EditIcon />} disabled aria-describedby="plan-defaults-edit-reason">
              Edit Plan Defaults
            </Button>
          </span>
        </Tooltip>
        <Typography id="plan-defaults-edit-reason" variant="body2" color="text.secondary">
          {edit.reason}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button component={RouterLink} to={plansPaths.planDefaultsEditor(context.addon.slug)} variant="outlined" startIcon={<EditIcon />}>
      Edit Plan Defaults
    </Button>
  );
}

function DefaultsTables({ addon, plans }: { addon: Addon; plans: readonly Plan[] }) {
  const fallback = lowestCostPlan(plans);
  const describe = (slug: string | null) => {
    const plan = slug ? plans.find((candidate) => candidate.slug === slug) : null;
    if (plan) return `${plan.name} (${formatPlanPrice(plan)})`;
    if (slug) return `${slug} (no longer a plan of this add-on)`;
    return fallback ? `Lowest-cost plan: ${fallback.name} (${formatPlanPrice(fallback)})` : 'No public plan yet';
  };
  // On a phone each runtime is a card with its default plan as a line (issue 21 item 6).
  const columns: readonly ResponsiveColumn<(typeof PLAN_DEFAULT_SLOTS)[number]>[] = [
    { id: 'runtime', header: 'Runtime', phone: 'title', cell: (slot) => slot.label },
    { id: 'plan', header: 'Default plan', cell: (slot) => describe(addon[slot.key]) },
  ];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      {TABLES.map((table) => (
        <ResponsiveTable
          key={table.id}
          label={table.caption}
          caption={table.caption}
          rows={PLAN_DEFAULT_SLOTS.filter((slot) => slot.table === table.id)}
          columns={columns}
          rowKey={(slot) => slot.key}
        />
      ))}
    </Stack>
  );
}
