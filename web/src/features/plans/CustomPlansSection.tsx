import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useOptimisticAddonUpdate } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { usePlansPaths } from './use-plans-paths';
import { customPlansTextButtonLabel, offersCustomPlans } from '../../domain/custom-plans-text';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';

export function flashCustomPlansSaved() {
  enqueueSnackbar(plansMessages.customPlansSaved, { variant: 'success' });
  enqueueSnackbar(plansMessages.onElementsSoon, { variant: 'info' });
}

/** How Elements shows the custom plans invitation under the plans (spec §2: "a preview of the listing"). */
export function CustomPlansPreview({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }} aria-label="Preview on Elements" role="figure">
      <Typography variant="overline" color="text.secondary">
        Preview on Elements
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Need a custom plan?
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text.trim() || 'Contact the provider to discuss a plan sized for you.'}
      </Typography>
    </Paper>
  );
}

/**
 * Custom plans (spec §2): only for the add-ons flagged in. The switch saves
 * at once (rolled back if refused); the text is edited in its own panel.
 */
export function CustomPlansSection({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const update = useOptimisticAddonUpdate(context.addon.slug);
  const { addon } = context;
  if (!offersCustomPlans(addon.slug)) return null;
  const text = addon.customPlansText ?? '';
  return (
    <SectionCard
      title="Custom Plans"
      description="Invite customers who need more than your listed plans to ask for a plan of their own."
      action={
        context.changeable ? (
          <Button component={RouterLink} to={plansPaths.editCustomPlans(addon.slug)} variant="outlined" startIcon={<EditIcon />}>
            {customPlansTextButtonLabel(text)}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {context.changeable ? (
          <FormControlLabel
            control={
              <Switch
                checked={addon.supportsCustomPlans}
                onChange={(event) =>
                  update.mutate(
                    { supportsCustomPlans: event.target.checked },
                    { onSuccess: flashCustomPlansSaved, onError: () => enqueueSnackbar(plansMessages.saveFailed, { variant: 'error' }) },
                  )
                }
              />
            }
            label="Offer custom plans on the listing"
          />
        ) : (
          // Shut down: whether custom plans were offered, as a fact; no switch to flip.
          <Typography>Custom plans are {addon.supportsCustomPlans ? 'offered' : 'not offered'} on the listing.</Typography>
        )}
        <Box>
          <CustomPlansPreview text={text} />
          {addon.supportsCustomPlans ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Not shown on Elements while custom plans are off.
            </Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
