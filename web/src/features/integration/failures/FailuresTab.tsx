import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAddon } from '../../../api/addon';
import { useFailureGroups } from '../../../api/integration-failures';
import { HEALTH_PERIODS, type HealthPeriod } from '../../../api/integration-health';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { periodFrom } from '../health/health-period';
import { FAILURES_DEFAULT_PERIOD, failuresPageFrom } from './failures-address';
import { FailureGroupsTable } from './FailureGroupsTable';
import { GroupCalls } from './GroupCalls';

const PERIOD_LABELS: Record<HealthPeriod, { short: string; long: string }> = {
  '24h': { short: '24 hours', long: 'the last 24 hours' },
  '7d': { short: '7 days', long: 'the last 7 days' },
  '30d': { short: '30 days', long: 'the last 30 days' },
};
const DEFAULT_PERIOD = FAILURES_DEFAULT_PERIOD;

/** The unselected choices in the text colour: MUI's default (action.active) falls short of 4.5:1. */
const choiceSx = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } } as const;

/**
 * `/addons/{slug}/integration/failures` (issue 34 §2): failed calls grouped
 * by cause, most first, a page at a time from the partner API; `?group=` opens
 * one group's recent calls. Period, page and group are in the address, so a
 * cause can be linked and Back returns to the list.
 */
export function FailuresTab() {
  const { slug = '' } = useParams();
  const addon = useAddon(slug);
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search, FAILURES_DEFAULT_PERIOD);
  const page = failuresPageFrom(search);
  const groupId = search.get('group');
  const groups = useFailureGroups(slug, period, page);

  const update = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };

  const title = `Failures · ${addon.data?.displayName ?? slug} · Partner Portal`;
  if (groupId) {
    return (
      <Stack spacing={2}>
        <title>{title}</title>
        <Link component={RouterLink} to={hrefWith({ group: null })} sx={{ alignSelf: 'flex-start' }}>
          Back to all causes
        </Link>
        <GroupCalls slug={slug} groupId={groupId} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <title>{title}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          value={period}
          exclusive
          onChange={(_event, next: HealthPeriod | null) => next && update({ period: next === DEFAULT_PERIOD ? null : next, page: null })}
          aria-label="Period"
          size="small"
          sx={choiceSx}
        >
          {HEALTH_PERIODS.map((each) => (
            <ToggleButton key={each} value={each} sx={{ px: 2 }}>
              {PERIOD_LABELS[each].short}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {groups.data ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {`${groups.data.totalFailures.toLocaleString('en-US')} failed calls in ${groups.data.totalGroups} causes, ${PERIOD_LABELS[period].long}`}
          </Typography>
        ) : null}
      </Stack>
      <QueryState query={groups} loadingLabel="Loading failures…" loadingMinHeight={360}>
        {(data) =>
          data.totalFailures === 0 ? (
            <EmptyState headingLevel="h3" title="No failed calls" description={`Every call the platform made to this add-on's service in ${PERIOD_LABELS[period].long} succeeded.`} />
          ) : (
            <FailureGroupsTable data={data} groupHref={(id) => hrefWith({ group: id })} onPage={(next) => update({ page: next === 1 ? null : String(next) })} />
          )
        }
      </QueryState>
    </Stack>
  );
}
