import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAddon } from '../../../api/addon';
import { HEALTH_PERIODS, useIntegrationHealth, type HealthPeriod } from '../../../api/integration-health';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { ActionHealthCard } from './ActionHealthCard';
import { PERIOD_LABELS } from './health-labels';
import { ObjectiveCard } from './ObjectiveCard';
import { DEFAULT_PERIOD, PERIOD_PARAM, periodFrom } from './health-period';
import { TREND_METRICS, type TrendMetric, type TrendView } from './HealthTrend';

/** The unselected choices in the text colour: MUI's default (action.active) falls short of 4.5:1 on the page background. */
const choiceSx = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } } as const;

/**
 * `/addons/{slug}/integration/health` (issue 34 §1): the calls the platform
 * made to the add-on's service in the chosen period, by action, against the
 * period before, with each action's trend. The figures come aggregated from
 * the partner API (a few kilobytes however many calls there were).
 */
export function HealthTab() {
  const { slug = '' } = useParams();
  const addon = useAddon(slug);
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search, DEFAULT_PERIOD);
  const health = useIntegrationHealth(slug, period);
  const [metric, setMetric] = useState<TrendMetric>('successRate');
  const [view, setView] = useState<TrendView>('chart');

  const choosePeriod = (next: HealthPeriod | null) => {
    if (!next) return;
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_PERIOD) updated.delete(PERIOD_PARAM);
      else updated.set(PERIOD_PARAM, next);
      return updated;
    });
  };

  return (
    <Stack spacing={3}>
      <title>{`Integration health · ${addon.data?.displayName ?? slug} · Partner Portal`}</title>
      <ObjectiveCard slug={slug} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
        <ToggleButtonGroup value={period} exclusive onChange={(_event, next: HealthPeriod | null) => choosePeriod(next)} aria-label="Period" size="small" sx={choiceSx}>
          {HEALTH_PERIODS.map((each) => (
            <ToggleButton key={each} value={each} sx={{ px: 2 }}>
              {PERIOD_LABELS[each].short}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup value={view} exclusive onChange={(_event, next: TrendView | null) => next && setView(next)} aria-label="Trend shown as" size="small" sx={choiceSx}>
          <ToggleButton value="chart">Charts</ToggleButton>
          <ToggleButton value="table">Tables</ToggleButton>
        </ToggleButtonGroup>
        {view === 'chart' ? (
          <ToggleButtonGroup value={metric} exclusive onChange={(_event, next: TrendMetric | null) => next && setMetric(next)} aria-label="Charts show" size="small" sx={choiceSx}>
            {(Object.keys(TREND_METRICS) as TrendMetric[]).map((each) => (
              <ToggleButton key={each} value={each}>
                {TREND_METRICS[each].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      <QueryState query={health} loadingLabel="Loading integration health…" loadingMinHeight={480}>
        {(data) =>
          data.actions.every((action) => action.current.calls === 0 && action.previous.calls === 0) ? (
            <EmptyState
              headingLevel="h3"
              title="No calls yet"
              description={`The platform has not called this add-on's service in ${PERIOD_LABELS[period].long} or the period before. Calls appear here once customers provision the add-on.`}
            />
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                Calls the platform made to this add-on&apos;s service in {PERIOD_LABELS[period].long}, each figure compared with {PERIOD_LABELS[period].previous}.
              </Typography>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
              {data.actions.map((action) => (
                <ActionHealthCard key={action.action} health={action} period={period} stepMinutes={data.stepMinutes} metric={metric} view={view} />
              ))}
              </Box>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
