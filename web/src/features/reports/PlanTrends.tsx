import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { formatCents } from '../../domain/money';
import { provisionalName } from '../../domain/report-closing';
import { formatTrend, monthOverMonth, type RevenueByPlan, type Trend } from '../../domain/report-trends';
import { lazyNamed } from '../../components/lazy-named';

type Series = RevenueByPlan['series'][number];

/** The sparklines (the charts library) load after the table's first paint; each cell keeps their size meanwhile. */
const PlanSparkline = lazyNamed(() => import('./PlanSparkline'), 'PlanSparkline');
const SPARKLINE_BOX = { width: 160, height: 32 };

/** A change is coloured by its sign; 'New', 'Resumed' and no trend are quiet. */
function trendColor(trend: Trend | null): string {
  if (trend?.kind !== 'change') return 'text.secondary';
  return trend.percent < 0 ? 'error.dark' : trend.percent > 0 ? 'success.dark' : 'text.primary';
}

/**
 * On a phone each plan is a card: its name, then the month's amount and the
 * change as lines (issue 21 item 6); the sparkline, a picture of figures a
 * phone has no room for, is left out.
 */
function trendColumns(latest: string, planLabel: (series: Series) => string): ResponsiveColumn<Series>[] {
  return [
    { id: 'plan', header: 'Plan', phone: 'title', cell: planLabel },
    { id: 'billed', header: `Billed in ${latest}`, align: 'right', cell: (series) => formatCents(series.billed.at(-1) ?? 0) },
    {
      id: 'change',
      header: 'Change',
      align: 'right',
      cell: (series) => {
        const trend = monthOverMonth(series.billed);
        return (
          <Typography component="span" variant="body2" color={trendColor(trend)}>
            {formatTrend(trend)}
          </Typography>
        );
      },
    },
    {
      id: 'sparkline',
      header: 'Last twelve months',
      phone: 'none',
      // Inert: a picture of the figures beside it, neither focusable nor read out.
      cell: (series) => (
        <div inert>
          <Suspense fallback={<Box sx={SPARKLINE_BOX} />}>
            <PlanSparkline billed={series.billed} {...SPARKLINE_BOX} />
          </Suspense>
        </div>
      ),
    },
  ];
}

/**
 * Month over month per plan (issue 12, beyond the seed): the latest month, the change from the one before, and twelve months as a sparkline.
 * A latest month still in progress is named provisional (issue 31 item 3).
 */
export function PlanTrends({ data, planLabel, latestProvisional = false }: { data: RevenueByPlan; planLabel: (series: Series) => string; latestProvisional?: boolean }) {
  const month = data.months.at(-1) ?? '';
  const latest = latestProvisional ? provisionalName(month) : month;
  const previous = data.months.at(-2);
  return (
    <SectionCard title="Plans" description={`Billed in ${latest}${previous ? `, and the change from ${previous}` : ''}.`}>
      <ResponsiveTable label="Billing by plan" rows={data.series} columns={trendColumns(latest, planLabel)} rowKey={(series) => series.key} />
    </SectionCard>
  );
}
