import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Addon } from '../../api/addon';
import { useProgressions } from '../../api/progressions';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';
import { PROGRESSION_APPROVAL_ANCHOR } from '../../domain/addon-paths';
import { formatGeneralDateTime } from '../../domain/general-date';
import { links } from '../../domain/links';
import { PROGRESSION_TARGET_NAMES, PROGRESSION_EXPLANATIONS, pendingProgressionRequest, progressionCheck, type ProgressionTarget } from '../../domain/progression';
import { ProgressionDialog } from './ProgressionDialog';
import { ProgressionRequestDialog } from './ProgressionRequestDialog';
import type { LifecycleFacts } from './use-lifecycle-facts';

/** Spec §9: tooltips hide after 100 ms. */
const TOOLTIP_HIDE_MS = 100;

/**
 * Progress to Beta / Progress to GA (spec §2, §4, §6): the button explains its
 * condition in a tooltip and, while disabled, lists what is missing. Partners
 * request the step (from alpha also through the external request form);
 * platform admins decide it here, the progression-approval section, and
 * approve and progress.
 */
export function ProgressionSection({ addon, target, facts, isAdmin }: { addon: Addon; target: ProgressionTarget; facts: LifecycleFacts; isAdmin: boolean }) {
  const reasonsId = useId();
  const [confirming, setConfirming] = useState(false);
  const progressions = useProgressions(addon.slug);
  const requested = pendingProgressionRequest(progressions.data ?? [], target, addon.state);
  const approvals = Object.fromEntries(Object.entries(facts.approvals).map(([type, approval]) => [type, approval.state]));
  const check = progressionCheck(target, { addonState: addon.state, completeRequirements: facts.completeLists, approvals });
  const name = PROGRESSION_TARGET_NAMES[target];
  const loading = facts.loading || progressions.isPending;
  // A partner's request waits for the platform team: one at a time.
  const waiting = !isAdmin && requested !== undefined;
  // A role that may not ask for progression (issue 35 §2: Finance, Support) sees the button disabled, and why.
  const permission = useCompanyPermission('requestApproval');
  const refused = permission.reason;
  const disabled = loading || !check.allowed || waiting || !permission.allowed;
  const anchor = useAnchorTarget(loading);
  return (
    <div id={PROGRESSION_APPROVAL_ANCHOR} ref={anchor} tabIndex={-1} style={{ outline: 'none' }}>
      <SectionCard
        title={isAdmin ? `Progression approval: ${name}` : `Progress to ${name}`}
        description={
          isAdmin
            ? `When every condition holds, approve the progression and move the add-on to ${name}.`
            : `When every condition holds, ask the platform team to move the add-on to ${name}.`
        }
      >
        {/* Busy until the facts are in: the button then says why it is disabled. */}
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} aria-busy={loading}>
          {requested ? (
            // For a partner this is also why the button is disabled.
            <Typography id={waiting ? reasonsId : undefined}>
              {isAdmin ? `Requested by ${requested.requesterEmail ?? 'the partner'}` : `Progression to ${name} requested`} on{' '}
              <time dateTime={requested.createdAt}>{formatGeneralDateTime(requested.createdAt)}</time>
              {isAdmin ? '.' : ': the platform team will review it and move the add-on.'}
            </Typography>
          ) : null}
          <Tooltip title={PROGRESSION_EXPLANATIONS[target]} leaveDelay={TOOLTIP_HIDE_MS} describeChild>
            {/* A disabled button fires no events: the span carries the tooltip. */}
            <span style={{ display: 'inline-block' }}>
              <Button variant="contained" disabled={disabled} aria-describedby={disabled && (!loading || refused) ? reasonsId : undefined} onClick={() => setConfirming(true)}>
                Progress to {name}
              </Button>
            </span>
          </Tooltip>
          {!isAdmin && !waiting && !refused && addon.state === 'alpha' ? (
            <Typography variant="body2">
              You can also use the{' '}
              <Link href={links.progressionRequest} target="_blank" rel="noreferrer">
                progression request form (opens in a new tab)
              </Link>
              .
            </Typography>
          ) : null}
        </Stack>
        {refused && !waiting ? (
          <Typography id={reasonsId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {refused}
          </Typography>
        ) : !loading && !check.allowed ? (
          <MissingConditions id={reasonsId} missing={check.missing} />
        ) : null}
        {confirming && isAdmin ? <ProgressionDialog addon={addon} target={target} onClose={() => setConfirming(false)} /> : null}
        {confirming && !isAdmin ? <ProgressionRequestDialog addon={addon} target={target} onClose={() => setConfirming(false)} /> : null}
      </SectionCard>
    </div>
  );
}

/**
 * The admins' review queue links a progression request to this section
 * (`next-steps#progression-approval`). A client-side navigation does not
 * scroll to a fragment, so once the facts are in, the section is scrolled to
 * and focused (keyboard and screen-reader users continue from there).
 */
function useAnchorTarget(loading: boolean) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loading || hash !== `#${PROGRESSION_APPROVAL_ANCHOR}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [loading, hash]);
  return ref;
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
