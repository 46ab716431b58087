import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutomaticReview } from '../../api/automatic-reviews';
import { formatGeneralDateTime } from '../../domain/general-date';
import { logsMessages } from './logs-messages';
import { ReviewSteps } from './ReviewSteps';

/** Spec §2: "Progress is listed newest first": the earlier reviews, each opening to its steps. */
export function ReviewHistory({ reviews, now }: { reviews: readonly AutomaticReview[]; now: Date }) {
  return (
    <Stack spacing={1} component="section" aria-label="Earlier reviews">
      <Typography variant="subtitle1" component="h3">
        Earlier reviews
      </Typography>
      <div>
        {reviews.map((review) => (
          <Accordion key={review.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 500, minWidth: 200 }}>{logsMessages.statusWord(review)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Requested {formatGeneralDateTime(review.createdAt)}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <ReviewSteps review={review} now={now} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
