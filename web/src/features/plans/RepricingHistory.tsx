import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { Plan } from '../../api/plans';
import { useTransitionRepricing, type Repricing } from '../../api/repricings';
import { formatCents } from '../../domain/money';
import {
  ADMIN_REPRICING_TRANSITIONS,
  REPRICING_GROUP_LABELS,
  REPRICING_GROUPS,
  REPRICING_STATUS_LABELS,
  repricingGroupOf,
  type RepricingStatus,
} from '../../domain/repricing';
import { formatRepricingDate } from '../../domain/repricing-dates';
import type { PlansContext } from './PlansPage';

/** The plan's repricings by group (spec §4: current, scheduled, history), newest first; admins move them between statuses. */
export function RepricingHistory({ context, plan, repricings }: { context: PlansContext; plan: Plan; repricings: readonly Repricing[] }) {
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
          <Table key={group} size="small" aria-label={`${REPRICING_GROUP_LABELS[group]} repricings`}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>{REPRICING_GROUP_LABELS[group]}</caption>
            <TableHead>
              <TableRow>
                <TableCell>Price</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Requested</TableCell>
                <TableCell>New installs from</TableCell>
                <TableCell>By</TableCell>
                {context.isAdmin ? <TableCell>Actions</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((repricing) => (
                <TableRow key={repricing.id}>
                  <TableCell>
                    {formatCents(repricing.originalPriceCents)} → {formatCents(repricing.priceCents)}
                    {repricing.grandfathered ? ' (grandfathered)' : ''}
                  </TableCell>
                  <TableCell>{REPRICING_STATUS_LABELS[repricing.status as RepricingStatus]}</TableCell>
                  <TableCell>{formatRepricingDate(repricing.createdAt.slice(0, 10))}</TableCell>
                  <TableCell>{formatRepricingDate(repricing.repriceDate)}</TableCell>
                  <TableCell>{repricing.submitterEmail}</TableCell>
                  {context.isAdmin ? (
                    <TableCell>{group === 'history' ? null : <StatusMenu context={context} plan={plan} repricing={repricing} />}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        );
      })}
    </Stack>
  );
}

/** Spec §4: "Admins can move a request to new, in_progress, approved or rejected through a per-row status menu." */
function StatusMenu({ context, plan, repricing }: { context: PlansContext; plan: Plan; repricing: Repricing }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const transition = useTransitionRepricing(context.addon.slug, plan.id);
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
              transition.mutate(
                { id: repricing.id, transition: status },
                { onSuccess: () => enqueueSnackbar(`Repricing moved to ${REPRICING_STATUS_LABELS[status]}.`, { variant: 'success' }) },
              );
            }}
          >
            {REPRICING_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
