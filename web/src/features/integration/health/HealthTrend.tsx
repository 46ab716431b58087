import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { HealthPeriod, IntegrationHealth } from '../../../api/integration-health';
import { formatCount, formatLatency, formatRate } from '../../../domain/integration-health-change';
import { stepText, TREND_TIME_FORMATS } from './health-labels';

export type TrendMetric = 'calls' | 'successRate' | 'p95Ms';
export type TrendView = 'chart' | 'table';

type TrendPoint = IntegrationHealth['actions'][number]['trend'][number];

export const TREND_METRICS: Record<TrendMetric, { label: string; format: (value: number) => string; percent?: boolean }> = {
  calls: { label: 'Calls', format: formatCount },
  successRate: { label: 'Success rate', format: formatRate, percent: true },
  p95Ms: { label: 'p95 latency', format: formatLatency },
};

const CHART_HEIGHT = 200;

interface TrendProps {
  actionLabel: string;
  trend: readonly TrendPoint[];
  period: HealthPeriod;
  stepMinutes: number;
  metric: TrendMetric;
  view: TrendView;
}

/**
 * One action's trend over the period: a line of the chosen figure (a gap
 * where no call was made), or, as a table, every figure per step. The chart
 * is keyboard-navigable (MUI X Charts: focus it, then the arrow keys move
 * from point to point with the tooltip); the table is the same data for a
 * screen reader or anyone who wants the numbers.
 */
export function HealthTrend({ actionLabel, trend, period, stepMinutes, metric, view }: TrendProps) {
  const caption = `${actionLabel}: ${view === 'chart' ? TREND_METRICS[metric].label.toLowerCase() : 'calls, success rate and p95 latency'} per ${stepText(stepMinutes)}`;
  return view === 'chart' ? (
    <TrendChart caption={caption} trend={trend} period={period} metric={metric} />
  ) : (
    <TrendTable caption={caption} trend={trend} period={period} />
  );
}

function TrendChart({ caption, trend, period, metric }: { caption: string; trend: readonly TrendPoint[]; period: HealthPeriod; metric: TrendMetric }) {
  const { format, label, percent } = TREND_METRICS[metric];
  const times = useMemo(() => trend.map((point) => new Date(point.start)), [trend]);
  const values = useMemo(() => trend.map((point) => point[metric]), [trend, metric]);
  const timeFormat = TREND_TIME_FORMATS[period];
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <LineChart
        height={CHART_HEIGHT}
        // Drawn at once: the animation adds nothing to reading the figures.
        skipAnimation
        hideLegend
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ data: times, scaleType: 'time', valueFormatter: (value: Date) => dayjs(value).format(timeFormat), tickNumber: 4, tickMinStep: 3_600_000 }]}
        yAxis={[
          {
            width: 56,
            tickNumber: 4,
            ...(percent ? { max: 1 } : { min: 0 }),
            valueFormatter: (value: number | null) => (value === null ? '' : percent ? `${(value * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%` : format(value)),
          },
        ]}
        series={[{ id: metric, label, data: values, showMark: false, curve: 'linear', connectNulls: false, valueFormatter: (value: number | null) => (value === null ? 'no calls' : format(value)) }]}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {caption}. Focus the chart and use the arrow keys to read each point, or switch to the table.
      </Typography>
    </Box>
  );
}

function TrendTable({ caption, trend, period }: { caption: string; trend: readonly TrendPoint[]; period: HealthPeriod }) {
  const timeFormat = period === '30d' ? 'D MMM HH:mm' : TREND_TIME_FORMATS[period];
  // Up to 60 rows per action: the table scrolls in its own box, which takes the keyboard focus (and is named) so it can be scrolled without a mouse.
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ maxHeight: 320, overflowY: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
      <Table size="small" stickyHeader>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            From
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Calls
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Success rate
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            p95
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {trend.map((point) => (
          <TableRow key={point.start}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {dayjs(point.start).format(timeFormat)}
            </TableCell>
            <TableCell align="right">{formatCount(point.calls)}</TableCell>
            <TableCell align="right">{point.successRate === null ? '—' : formatRate(point.successRate)}</TableCell>
            <TableCell align="right">{point.p95Ms === null ? '—' : formatLatency(point.p95Ms)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      </Table>
    </Box>
  );
}
