import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '../../domain/money';
import type { RevenueByPlan } from '../../domain/report-trends';

export interface RevenueBarChartProps {
  data: RevenueByPlan;
  planLabel: (series: RevenueByPlan['series'][number]) => string;
  width: number;
  height: number;
}

/** The library's gap between months, as a share of each month's band, and the twelve months the page shows at most. */
const GAP_RATIO = 0.2;
const YEAR = 12;

/** A bar is never wider than in a full year's chart: a company's first month is one slim bar, not a wall across the card. */
function gapRatio(months: number): number {
  return Math.max(GAP_RATIO, 1 - ((1 - GAP_RATIO) * months) / YEAR);
}

/**
 * The revenue chart's bars, in a chunk of their own (loaded by RevenueChart.tsx):
 * the charts library is ~300 KB of script, which the reports page's table and
 * cards need not wait for (issue 33: code run before the first paint).
 */
export function RevenueBarChart({ data, planLabel, width, height }: RevenueBarChartProps) {
  return (
    <BarChart
      width={width}
      height={height}
      // Drawn at once: the growing-bars animation adds nothing to reading the figures (and stalled under this page's CSP).
      skipAnimation
      // Months whose reports billed nothing: said in the portal's words, not the library's 'No data to display'.
      localeText={{ noData: 'Nothing was billed in the months shown.' }}
      xAxis={[{ data: data.months, scaleType: 'band', categoryGapRatio: gapRatio(data.months.length) }]}
      yAxis={[{ valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value).replace(/\.00$/, '')), width: 90 }]}
      series={data.series.map((series) => ({
        id: series.key,
        label: planLabel(series),
        data: series.billed,
        stack: 'billed',
        valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value)),
      }))}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
