import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HealthPeriod, IntegrationHealth } from '../../../api/integration-health';
import { SectionCard } from '../../../components/SectionCard';
import { callsChange, formatCount, formatLatency, formatRate, latencyChange, rateChange } from '../../../domain/integration-health-change';
import { ACTION_LABELS, PERIOD_LABELS } from './health-labels';
import { HealthFigure } from './HealthFigure';
import { HealthTrend, type TrendMetric, type TrendView } from './HealthTrend';

type ActionHealth = IntegrationHealth['actions'][number];

interface ActionHealthCardProps {
  health: ActionHealth;
  period: HealthPeriod;
  stepMinutes: number;
  metric: TrendMetric;
  view: TrendView;
}

/** One action's calls in the period: its four figures against the period before, and its trend. */
export function ActionHealthCard({ health, period, stepMinutes, metric, view }: ActionHealthCardProps) {
  const { current, previous } = health;
  const label = ACTION_LABELS[health.action];
  const before = PERIOD_LABELS[period].previous;
  const none = 'no calls';
  return (
    <SectionCard title={label} headingLevel="h3">
      {current.calls === 0 ? (
        <Typography color="text.secondary">
          No {label === 'SSO' ? 'SSO' : label.toLowerCase()} calls in {PERIOD_LABELS[period].long}
          {previous.calls > 0 ? ` (${formatCount(previous.calls)} in ${before}).` : '.'}
        </Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{ m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
          >
            <HealthFigure label="Calls" value={formatCount(current.calls)} change={callsChange(current.calls, previous.calls)} />
            <HealthFigure
              label="Success rate"
              value={current.successRate === null ? none : formatRate(current.successRate)}
              change={rateChange(current.successRate, previous.successRate)}
             
            />
            <HealthFigure label="p50 latency" value={current.p50Ms === null ? none : formatLatency(current.p50Ms)} change={latencyChange(current.p50Ms, previous.p50Ms)} />
            <HealthFigure label="p95 latency" value={current.p95Ms === null ? none : formatLatency(current.p95Ms)} change={latencyChange(current.p95Ms, previous.p95Ms)} />
          </Box>
          <HealthTrend actionLabel={label} trend={health.trend} period={period} stepMinutes={stepMinutes} metric={metric} view={view} />
        </>
      )}
    </SectionCard>
  );
}
