import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { Plan } from '../../api/plans';
import { useTransitionRepricing, type Repricing, type RepricingTransition } from '../../api/repricings';
import { RepricingDecisionDialog } from '../../components/RepricingDecisionDialog';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { formatCents } from '../../domain/money';
import {
  ADMIN_REPRICING_TRANSITIONS,
  REPRICING_GROUP_LABELS,
  REPRICING_GROUPS,
  REPRICING_STATUS_LABELS,
  repricingGroupOf,
} from '../../domain/repricing';
import { formatGeneralDate } from '../../domain/general-date';
import { formatRepricingDate } from '../../domain/repricing-dates';
import { repricingOutcomeNote, repricingStatusLabel } from '../../domain/repricing-outcome';
import { repricingConfirmation } from '../../domain/repricing-review';
import type { PlansContext } from './plans-context';
import { afterWrite } from '../../api/after-write';

/** The plan's repricings by group (spec §4: current, scheduled, history), newest first; admins move them between statuses. */
export function RepricingHistory({ context, plan, repricings }: { context: PlansContext; plan: Plan; repricings: readonly Repricing[] }) {
  const columns = repricingColumns(context, plan);
  if (repricings.length === 0) return <Typography color="text.secondary">{plan.name} has not been repriced before.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        Repricing history
      </Typography>
      {REPRICING_GROUPS.map((group) => {
        const rows = repricings.filter((repricing) => repricingGroupOf(repricing.status) === group);
        if (rows.length === 0) return null;
        return (
          <ResponsiveTable
            key={group}
            label={`${REPRICING_GROUP_LABELS[group]} repricings`}
            caption={REPRICING_GROUP_LABELS[group]}
            rows={rows}
            columns={group === 'history' ? columns.filter((column) => column.id !== 'actions') : columns}
            rowKey={(repricing) => repricing.id}
          />
        );
      })}
    </Stack>
  );
}

/**
 * The history's columns: on a phone the price change heads each card (issue 21
 * item 6: the table was clipped at 390 px), the rest as lines.
 */
function repricingColumns(context: PlansContext, plan: Plan): ResponsiveColumn<Repricing>[] {
  return [
    {
      id: 'price',
      header: 'Price',
      phone: 'title',
      cell: (repricing) => `${formatCents(repricing.originalPriceCents)} → ${formatCents(repricing.priceCents)}${repricing.grandfathered ? ' (grandfathered)' : ''}`,
    },
    { id: 'status', header: 'Status', cell: (repricing) => <StatusCell repricing={repricing} /> },
    // The day a request was made is a general date (spec §9), in the viewer's own zone; only effective dates are repricing dates.
    { id: 'requested', header: 'Requested', cell: (repricing) => formatGeneralDate(repricing.createdAt) },
    { id: 'from', header: 'New installs from', cell: (repricing) => formatRepricingDate(repricing.repriceDate) },
    { id: 'by', header: 'By', cell: (repricing) => repricing.submitterEmail },
    ...(context.isAdmin
      ? [{ id: 'actions', header: 'Actions', phone: 'actions' as const, cell: (repricing: Repricing) => <StatusMenu context={context} plan={plan} repricing={repricing} /> }]
      : []),
  ];
}

/** The status as a person reads it, with why a finished request ended (issue 31 item 6: "Rejected" and "Error" were unexplained). */
function StatusCell({ repricing }: { repricing: Repricing }) {
  const note = repricingOutcomeNote(repricing);
  return (
    <Stack>
      <span>{repricingStatusLabel(repricing)}</span>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * Spec §4: "Admins can move a request to new, in_progress, approved or rejected
 * through a per-row status menu." Approving and rejecting are confirmed, a
 * rejection with its reason (issue 31 item 6).
 */
function StatusMenu({ context, plan, repricing }: { context: PlansContext; plan: Plan; repricing: Repricing }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<RepricingTransition | null>(null);
  const transition = useTransitionRepricing(context.addon.slug, plan.id);
  const subject = { addonDisplayName: context.addon.displayName, planName: plan.name, ...repricing };
  const confirmation = pending ? repricingConfirmation(subject, pending) : null;
  const apply = (status: RepricingTransition, reason?: string) =>
    // A decided request moves from Current to History and this menu unmounts: afterWrite keeps the flash.
    afterWrite(transition.mutateAsync({ id: repricing.id, transition: status, ...(reason === undefined ? {} : { reason }) }), () => {
      setPending(null);
      enqueueSnackbar(`Repricing moved to ${REPRICING_STATUS_LABELS[status]}.`, { variant: 'success' });
    });
  return (
    <>
      <IconButton aria-label={`Change status of the ${formatCents(repricing.priceCents)} repricing`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ADMIN_REPRICING_TRANSITIONS.map((status) => (
          <MenuItem
            key={status}
            disabled={status === repricing.status}
            onClick={() => {
              setAnchor(null);
              if (repricingConfirmation(subject, status)) setPending(status);
              else apply(status);
            }}
          >
            {REPRICING_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
      {pending && confirmation ? (
        <RepricingDecisionDialog
          confirmation={confirmation}
          busy={transition.isPending}
          onCancel={() => setPending(null)}
          onConfirm={(reason) => apply(pending, reason)}
        />
      ) : null}
    </>
  );
}
