import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { AutomaticReview } from '../../api/automatic-reviews';
import {
  isReviewFinalized,
  PROVISIONING_TOO_LONG_ADVICE,
  provisioningTooLong,
  stepDisplay,
  stepText,
  STEP_DISPLAY_LABELS,
  stepTitle,
  type StepDisplay,
} from '../../domain/automatic-review';

type Step = AutomaticReview['steps'][number];

/** Each display state's icon (spec §4's display states); their words are the domain's `STEP_DISPLAY_LABELS`. */
const ICONS: Record<StepDisplay, ReactElement> = {
  pending: <RadioButtonUncheckedIcon color="disabled" aria-hidden />,
  succeeded: <CheckCircleIcon color="success" aria-hidden />,
  failed: <ErrorIcon color="error" aria-hidden />,
  internalError: <ReportProblemIcon color="error" aria-hidden />,
  skipped: <SkipNextIcon color="disabled" aria-hidden />,
  cancelled: <BlockIcon color="disabled" aria-hidden />,
  waitingOnProvisioning: <HourglassTopIcon color="warning" aria-hidden />,
};

/**
 * The checklist of a review's four steps (spec §2 "Logs", §4): each step's
 * display state, its text, suggestions and errors; a running step spins, and a
 * step stuck on asynchronous provisioning advises to cancel and retry.
 */
export function ReviewSteps({ review, now }: { review: AutomaticReview; now: Date }) {
  const running = !isReviewFinalized(review.status);
  const current = running ? review.steps.find((step) => step.status === null) : undefined;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {review.steps.map((step) => (
        <ReviewStepItem key={step.name} step={step} spinning={step === current} tooLong={provisioningTooLong(step, now)} />
      ))}
    </Stack>
  );
}

function ReviewStepItem({ step, spinning, tooLong }: { step: Step; spinning: boolean; tooLong: boolean }) {
  const display = stepDisplay(step.status);
  const text = stepText(step.name, display);
  const shown = { icon: ICONS[display], label: STEP_DISPLAY_LABELS[display] };
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ width: 24, alignItems: 'center', pt: 0.25 }}>{spinning ? <CircularProgress size={20} aria-hidden /> : shown.icon}</Stack>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {stepTitle(step.name)}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {spinning ? 'Running' : shown.label}
          </Typography>
        </Typography>
        {text ? <Typography variant="body2">{text}</Typography> : null}
        {step.errors.map((error) => (
          <Typography key={error} variant="body2" color="error.dark" sx={{ overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        ))}
        {step.suggestions.length > 0 ? (
          <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
            {step.suggestions.map((suggestion) => (
              <Typography key={suggestion} component="li" variant="body2" color="text.secondary">
                {suggestion}
              </Typography>
            ))}
          </Stack>
        ) : null}
        {tooLong ? (
          <Alert severity="warning" variant="outlined">
            {PROVISIONING_TOO_LONG_ADVICE}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}
