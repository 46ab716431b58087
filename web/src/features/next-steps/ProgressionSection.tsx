import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Addon } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { links } from '../../domain/links';
import { PROGRESSION_EXPLANATIONS, progressionCheck, type ProgressionTarget } from '../../domain/progression';
import { ProgressionDialog } from './ProgressionDialog';
import type { LifecycleFacts } from './use-lifecycle-facts';

/** Spec §9: tooltips hide after 100 ms. */
const TOOLTIP_HIDE_MS = 100;

const TARGET_NAMES: Record<ProgressionTarget, string> = { beta: 'Beta', ga: 'GA' };

/**
 * Progress to Beta / Progress to GA (spec §2, §4, §6): the button explains its
 * condition in a tooltip and, while disabled, lists what is missing. Platform
 * admins approve and progress here (the progression-approval section);
 * partners ask for it through the external request form.
 */
export function ProgressionSection({ addon, target, facts, isAdmin }: { addon: Addon; target: ProgressionTarget; facts: LifecycleFacts; isAdmin: boolean }) {
  const reasonsId = useId();
  const [confirming, setConfirming] = useState(false);
  const approvals = Object.fromEntries(Object.entries(facts.approvals).map(([type, approval]) => [type, approval.state]));
  const check = progressionCheck(target, { addonState: addon.state, completeRequirements: facts.completeLists, approvals });
  const name = TARGET_NAMES[target];
  const disabled = facts.loading || !check.allowed;
  const button = isAdmin ? (
    <Button variant="contained" disabled={disabled} aria-describedby={check.allowed ? undefined : reasonsId} onClick={() => setConfirming(true)}>
      Progress to {name}
    </Button>
  ) : (
    <Button
      variant="contained"
      disabled={disabled}
      aria-describedby={check.allowed ? undefined : reasonsId}
      href={links.progressionRequest}
      target="_blank"
      rel="noreferrer"
    >
      Progress to {name}
    </Button>
  );
  return (
    <SectionCard
      title={isAdmin ? `Progression approval: ${name}` : `Progress to ${name}`}
      description={
        isAdmin
          ? `When every condition holds, approve the progression and move the add-on to ${name}.`
          : `When every condition holds, ask the platform team to move the add-on to ${name} (the request form opens in a new tab).`
      }
    >
      <Tooltip title={PROGRESSION_EXPLANATIONS[target]} leaveDelay={TOOLTIP_HIDE_MS} describeChild>
        {/* A disabled button fires no events: the span carries the tooltip. */}
        <span style={{ display: 'inline-block' }}>{button}</span>
      </Tooltip>
      {!check.allowed && !facts.loading ? <MissingConditions id={reasonsId} missing={check.missing} /> : null}
      {confirming ? <ProgressionDialog addon={addon} target={target} onClose={() => setConfirming(false)} /> : null}
    </SectionCard>
  );
}

function MissingConditions({ id, missing }: { id: string; missing: readonly string[] }) {
  return (
    <div id={id}>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Not yet:
      </Typography>
      <List dense disablePadding>
        {missing.map((reason) => (
          <ListItem key={reason} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CancelOutlinedIcon fontSize="small" color="warning" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={reason} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}

