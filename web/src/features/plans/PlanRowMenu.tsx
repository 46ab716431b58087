import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUpdatePlan } from '../../api/plans';
import { usePlansPaths } from './use-plans-paths';
import { links } from '../../domain/links';
import { AVAILABILITY_LABELS, AVAILABILITY_TYPES, flagsForAvailability, type Availability } from '../../domain/plan-availability';
import { availabilityControl, canCreatePlanPass, canSeePlanRowMenu } from '../../domain/plan-permissions';
import { canRequestRepricing } from '../../domain/repricing';
import type { PlanRow } from './plan-rows';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';

/**
 * A plan's actions (spec §2): hidden from partners for plans that are not
 * enabled. Edit; Reprice on GA add-ons; a plan pass for private enabled plans
 * past alpha; and in GA the availability, switched directly by admins and
 * requested through the change-request form by partners (spec §4).
 */
export function PlanRowMenu({ context, plan }: { context: PlansContext; plan: PlanRow }) {
  const plansPaths = usePlansPaths();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const update = useUpdatePlan(context.addon.slug);
  if (!canSeePlanRowMenu(plan, context.isAdmin)) return null;
  const { addon } = context;
  const control = availabilityControl({ addonState: addon.state, isAdmin: context.isAdmin, plan });
  const close = () => setAnchor(null);

  function switchTo(availability: Availability) {
    close();
    if (availability === plan.availability) return;
    update.mutate(
      { planId: plan.id, changes: flagsForAvailability(availability) },
      {
        onSuccess: () => enqueueSnackbar(plansMessages.planSaved, { variant: 'success' }),
        onError: () => enqueueSnackbar(plansMessages.saveFailed, { variant: 'error' }),
      },
    );
  }

  return (
    <>
      <IconButton
        aria-label={`Actions for ${plan.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {/* Each entry for the roles that may take it (issue 35 §2): Finance reprices, Developers edit. */}
        {context.changeable ? (
          <MenuItem component={RouterLink} to={plansPaths.editPlan(addon.slug, plan.id)} onClick={close}>
            Edit plan
          </MenuItem>
        ) : null}
        {context.mayReprice && canRequestRepricing(addon.state) ? (
          <MenuItem component={RouterLink} to={plansPaths.repricing(addon.slug, plan.id)} onClick={close}>
            Reprice
          </MenuItem>
        ) : null}
        {context.changeable && canCreatePlanPass(addon.state, plan) ? (
          <MenuItem component={RouterLink} to={plansPaths.newPlanPass(addon.slug, plan.id)} onClick={close}>
            Create plan pass
          </MenuItem>
        ) : null}
        {context.changeable && control.kind === 'changeRequest' ? (
          <MenuItem component="a" href={links.planAvailabilityChangeRequest} target="_blank" rel="noopener" onClick={close}>
            <ListItemText>Request availability change</ListItemText>
            <OpenInNewIcon fontSize="small" sx={{ ml: 1 }} aria-label="(opens in a new tab)" />
          </MenuItem>
        ) : null}
        {context.changeable && control.kind === 'adminSwitch' ? [
          <Divider key="divider" />,
          <ListSubheader key="heading">Availability</ListSubheader>,
          ...AVAILABILITY_TYPES.map((availability) => (
            <MenuItem
              key={availability}
              role="menuitemradio"
              aria-checked={availability === plan.availability}
              onClick={() => switchTo(availability)}
            >
              <ListItemIcon>{availability === plan.availability ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{AVAILABILITY_LABELS[availability]}</ListItemText>
            </MenuItem>
          )),
        ] : null}
      </Menu>
    </>
  );
}
