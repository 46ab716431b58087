import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { renameConfirmation, type RenameImpact, type Renamed } from '../../domain/addon-rename';

export interface RenameReviewProps {
  impact: RenameImpact;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** Save was pressed without the confirmation. */
  missing: boolean;
}

function Change({ label, change }: { label: string; change: Renamed }) {
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <code>{change.before}</code> → <code>{change.after}</code>
    </Box>
  );
}

/**
 * The review step's warning for a new name (issue 21 item 5): the name is the
 * add-on's identifier, so say what the rename changes — the CLI command, the
 * Elements address, the plan ids — and ask for a confirmation before saving.
 */
export function RenameReview({ impact, confirmed, onConfirmedChange, missing }: RenameReviewProps) {
  const errorId = useId();
  return (
    <Alert severity="warning" role="region" aria-label="Renaming the add-on">
      <AlertTitle>Renaming the add-on changes how customers reach it</AlertTitle>
      <Typography variant="body2">
        The name <code>{impact.name.before}</code> is the add-on&apos;s identifier. Anything that still uses it — scripts, documentation, bookmarks — stops working.
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1, typography: 'body2' }}>
        <Change label="CLI command" change={impact.cliCommand} />
        {impact.urls.map((url) => (
          <Change key={url.before} label="Elements page" change={url} />
        ))}
        {impact.planIds.map((plan) => (
          <Change key={plan.before} label="Plan id" change={plan} />
        ))}
        {impact.morePlanIds > 0 ? (
          <Box component="li">
            and {impact.morePlanIds} more plan {impact.morePlanIds === 1 ? 'id' : 'ids'}
          </Box>
        ) : null}
      </Box>
      <FormControl error={missing}>
        <FormControlLabel
          control={
            <Checkbox
              checked={confirmed}
              onChange={(event) => onConfirmedChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': missing ? errorId : undefined } as object }}
            />
          }
          label={renameConfirmation.label(impact)}
        />
        {missing ? (
          <FormHelperText id={errorId} role="alert">
            {renameConfirmation.missing}
          </FormHelperText>
        ) : null}
      </FormControl>
    </Alert>
  );
}
