import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useAddon, type Addon } from '../../api/addon';
import { useCompanyAddons } from '../../api/addon-lists';
import { useReports, type Report } from '../../api/reports';
import { Banner } from '../../components/Banner';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { provisionalNote } from '../../domain/report-closing';
import { formatReportPeriod } from '../../domain/report-period';
import { revenueByPlan, type PlanSeries } from '../../domain/report-trends';
import { statementScope } from '../../domain/statement-scope';
import { MonthlyReports } from './MonthlyReports';
import { PlanTrends } from './PlanTrends';
import { RevenueChart, useRevenueChartShown } from './RevenueChart';
import { StatementBreakdownCard } from './StatementBreakdownCard';

/**
 * `/addons/{slug}/reports` (spec §2 "Reports"): the company's monthly
 * reports, said to be the company's (they cover all its add-ons) — revenue
 * by plan (not on small screens), what makes up a month's Billed, each
 * plan's trend, and the list with each month's PDF and CSV. A month still in
 * progress is marked provisional wherever it appears (issue 31 item 3).
 */
export function ReportsPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  if (!addon.data) return <LoadingState label="Loading reports…" />;
  return <Reports addon={addon.data} />;
}

function Reports({ addon }: { addon: Addon }) {
  const reports = useReports(addon.slug);
  return (
    <Stack spacing={3}>
      <title>{`Reports · ${addon.displayName} · Partner Portal`}</title>
      <Typography variant="h2" sx={visuallyHidden}>
        Reports
      </Typography>
      <QueryState query={reports} loadingLabel="Loading reports…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="No reports yet"
              description={`A report appears here at the start of each month, once customers have been billed for ${addon.company.name}'s add-ons.`}
            />
          ) : (
            <ReportSections addon={addon} reports={list} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function ReportSections({ addon, reports }: { addon: Addon; reports: Report[] }) {
  // Whether a month has closed is judged once, when the page opens (UTC, domain/report-closing.ts).
  const [now] = useState(() => new Date());
  const companyAddons = useCompanyAddons(addon.company.id);
  const chartShown = useRevenueChartShown();
  const data = useMemo(() => revenueByPlan(reports), [reports]);
  // The months in progress, by their shown name ('2026 Nov'), with what to say of them.
  const inProgress = new Map(reports.flatMap((report) => {
    const note = provisionalNote(report.period, now);
    return note ? [[formatReportPeriod(report.period), note] as const] : [];
  }));
  const latest = data.months.at(-1);
  const latestNote = latest === undefined ? undefined : inProgress.get(latest);
  const names = new Map((companyAddons.data ?? []).map((candidate) => [candidate.slug, candidate.displayName]));
  const planLabel = (series: PlanSeries) => `${names.get(series.addonSlug) ?? series.addonSlug} · ${series.planName}`;
  const billedSlugs = [...new Set(reports.flatMap((report) => report.addonBillings.map((line) => line.addonSlug)))];
  const scope = statementScope({
    companyName: addon.company.name,
    addon: { slug: addon.slug, displayName: addon.displayName },
    billedAddons: billedSlugs.map((billed) => ({ slug: billed, displayName: names.get(billed) ?? (billed === addon.slug ? addon.displayName : billed) })),
    chartShown,
  });
  return (
    <>
      <Banner severity="info" role="note" title={scope.title}>
        {scope.message}
      </Banner>
      <RevenueChart data={data} planLabel={planLabel} provisional={latestNote && `${latest} is ${latestNote}`} />
      <StatementBreakdownCard reports={reports} now={now} />
      <PlanTrends data={data} planLabel={planLabel} latestProvisional={latestNote !== undefined} />
      <MonthlyReports companyName={addon.company.name} reports={reports} now={now} />
    </>
  );
}
