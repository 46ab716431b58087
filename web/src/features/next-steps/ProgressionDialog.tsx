import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import type { Addon } from '../../api/addon';
import { usePlans, type Plan } from '../../api/plans';
import { useProgress } from '../../api/progressions';
import { QueryState } from '../../components/QueryState';
import { formatPlanPrice } from '../../domain/money';
import { AVAILABILITY_LABELS, AVAILABILITY_TYPES, type Availability } from '../../domain/plan-availability';
import { PROGRESSION_TARGET_NAMES, progressionMessage, type ProgressionTarget } from '../../domain/progression';
import { celebrate } from './celebrate';
import { availabilitiesAfter, defaultPlanChoices, initialDefaultPlan, type PlanAvailabilities } from './progression-choices';

/**
 * The admin's confirmation of a progression (spec §4 "Progression details"):
 * it shows what the plans become — and for GA the default plan, per-plan
 * availability overrides and visible, all changeable — before anything is
 * sent. Beta sends no default plan. Afterwards the add-on reloads (the
 * mutation invalidates it), the page scrolls to the top, the message shows
 * and the confetti runs.
 */
export function ProgressionDialog({ addon, target, onClose }: { addon: Addon; target: ProgressionTarget; onClose: () => void }) {
  const titleId = useId();
  const plans = usePlans(addon.slug);
  const progress = useProgress(addon.slug);
  const name = PROGRESSION_TARGET_NAMES[target];
  // Awaited rather than mutate's callbacks: the add-on reloads in its new state
  // and the panel holding this dialog unmounts before those callbacks would run.
  const confirm = async (choices: Choices) => {
    try {
      await progress.mutateAsync(
        target === 'ga' ? { to: 'ga', visible: choices.visible, defaultPlanSlug: choices.defaultPlan || undefined, planOverrides: choices.availabilities } : { to: 'beta' },
      );
    } catch {
      return; // flashed by the app (a 422 names what is missing); the dialog stays open
    }
    onClose();
    window.scrollTo({ top: 0 });
    enqueueSnackbar(progressionMessage(target), { variant: 'success' });
    celebrate();
  };
  return (
    <Dialog open onClose={progress.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Progress {addon.displayName} to {name}</DialogTitle>
      <QueryState query={plans} loadingLabel="Loading plans…">
        {(loaded) => (
          <ProgressionChoices
            addon={addon}
            target={target}
            plans={loaded}
            busy={progress.isPending}
            onCancel={onClose}
            onConfirm={(choices) => void confirm(choices)}
          />
        )}
      </QueryState>
    </Dialog>
  );
}

interface Choices {
  visible: boolean;
  defaultPlan: string;
  availabilities: PlanAvailabilities;
}

function ProgressionChoices({
  addon,
  target,
  plans,
  busy,
  onCancel,
  onConfirm,
}: {
  addon: Addon;
  target: ProgressionTarget;
  plans: readonly Plan[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choices: Choices) => void;
}) {
  const [availabilities, setAvailabilities] = useState(() => availabilitiesAfter(target, addon.state, plans));
  const [defaultPlan, setDefaultPlan] = useState(() => initialDefaultPlan(plans, availabilities));
  const [visible, setVisible] = useState(true);
  const choices = defaultPlanChoices(plans, availabilities);
  // An override can take the chosen default out of All Users: the default follows.
  const chosenDefault = choices.some((plan) => plan.slug === defaultPlan) ? defaultPlan : initialDefaultPlan(plans, availabilities);
  const isGa = target === 'ga';
  return (
    <>
      <DialogContent>
        <Stack spacing={3}>
          <Typography>
            {isGa
              ? 'Every plan except the test plan becomes All Users unless you choose otherwise below.'
              : addon.state === 'alpha'
                ? 'Every plan becomes Invite Only: customers join the beta by invitation.'
                : 'The plans keep their availability.'}
          </Typography>
          {isGa ? (
            <>
              <FormControlLabel control={<Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />} label="Visible in the marketplace" />
              <TextField
                select
                label="Default plan"
                value={chosenDefault}
                onChange={(event) => setDefaultPlan(event.target.value)}
                helperText="The plan marked default, else the cheapest, among the plans that will be All Users."
                disabled={choices.length === 0}
              >
                {choices.map((plan) => (
                  <MenuItem key={plan.slug} value={plan.slug}>
                    {plan.name} ({formatPlanPrice(plan)})
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
          <PlanAvailabilityChoices
            plans={plans}
            availabilities={availabilities}
            editable={isGa}
            onChange={(slug, availability) => setAvailabilities((current) => ({ ...current, [slug]: availability }))}
          />
          {isGa && choices.length === 0 ? <Alert severity="warning">No plan will be All Users, so the add-on will have no default plan.</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus when the dialog opens */}
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onConfirm({ visible, defaultPlan: chosenDefault, availabilities })}>
          {busy ? 'Progressing…' : 'Approve and progress'}
        </Button>
      </DialogActions>
    </>
  );
}

function PlanAvailabilityChoices({
  plans,
  availabilities,
  editable,
  onChange,
}: {
  plans: readonly Plan[];
  availabilities: PlanAvailabilities;
  editable: boolean;
  onChange: (slug: string, availability: Availability) => void;
}) {
  if (plans.length === 0) return <Typography color="text.secondary">The add-on has no plans.</Typography>;
  return (
    <Stack spacing={1.5} component="section" aria-label="Plans after progression">
      <Typography variant="subtitle2" component="h3">
        Plans after progression
      </Typography>
      {plans.map((plan) => {
        const availability = availabilities[plan.slug] ?? 'inviteOnly';
        return editable ? (
          <TextField
            key={plan.slug}
            select
            size="small"
            label={`${plan.name} availability`}
            value={availability}
            onChange={(event) => onChange(plan.slug, event.target.value as Availability)}
          >
            {AVAILABILITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {AVAILABILITY_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Stack key={plan.slug} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography>{plan.name}</Typography>
            <Typography color="text.secondary">{AVAILABILITY_LABELS[availability]}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
