import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRequirements, type RequirementListResult } from '../../api/requirements';
import { QueryState } from '../../components/QueryState';
import { REQUIREMENT_LIST_LABELS, type RequirementList } from '../../domain/progression';
import { isInternalPath, safeExternalUrl } from '../../api/safe-url';
import { nextStepsMessages } from './next-steps-messages';

type Item = RequirementListResult['items'][number];

/**
 * A requirement's link: a path on this site stays in the app, an https
 * address opens in a new tab, and anything else (`//host`, `/\host`,
 * `javascript:`) is not a link at all (issue 22).
 */
function ItemLink({ url, name }: { url: string; name: string }) {
  if (isInternalPath(url)) {
    return (
      <Link component={RouterLink} to={url}>
        Go to {name.charAt(0).toLowerCase() + name.slice(1)}
      </Link>
    );
  }
  const external = safeExternalUrl(url);
  if (external === undefined) return null;
  return (
    <Link href={external} target="_blank" rel="noreferrer">
      Open {name.toLowerCase()} (opens in a new tab)
    </Link>
  );
}

function RequirementItem({ item }: { item: Item }) {
  const status = item.completed ? 'Completed' : 'Pending';
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
          {item.completed ? <CheckCircleIcon color="success" aria-hidden /> : <RadioButtonUncheckedIcon color="action" aria-hidden />}
          <Typography sx={{ flex: 1, minWidth: 0 }}>{item.name}</Typography>
          <Typography variant="body2" color={item.completed ? 'success.dark' : 'text.secondary'} sx={{ pr: 1 }}>
            {status}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1}>
          <Typography variant="body2">{item.message}</Typography>
          {item.url ? <ItemLink url={item.url} name={item.name} /> : null}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * One requirement checklist (spec §2: "Each item is expandable, shows
 * completed or pending, and has a link"), with a spinner while it loads.
 */
export function RequirementChecklist({ slug, list }: { slug: string; list: RequirementList }) {
  const requirements = useRequirements(slug, list);
  const label = REQUIREMENT_LIST_LABELS[list];
  return (
    <Stack spacing={1} component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      <QueryState query={requirements} loadingLabel={nextStepsMessages.requirementsLoading}>
        {(result) => (
          <div>
            {result.items.map((item) => (
              <RequirementItem key={item.name} item={item} />
            ))}
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
