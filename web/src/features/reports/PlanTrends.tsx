import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { SectionCard } from '../../components/SectionCard';
import { formatCents } from '../../domain/money';
import { formatTrend, monthOverMonth, type RevenueByPlan, type Trend } from '../../domain/report-trends';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A change is coloured by its sign; 'New', 'Resumed' and no trend are quiet. */
function trendColor(trend: Trend | null): string {
  if (trend?.kind !== 'change') return 'text.secondary';
  return trend.percent < 0 ? 'error.dark' : trend.percent > 0 ? 'success.dark' : 'text.primary';
}

/** Month over month per plan (issue 12, beyond the seed): the latest month, the change from the one before, and twelve months as a sparkline. */
export function PlanTrends({ data, planLabel }: { data: RevenueByPlan; planLabel: (series: RevenueByPlan['series'][number]) => string }) {
  const latest = data.months.at(-1) ?? '';
  const previous = data.months.at(-2);
  return (
    <SectionCard title="Plans" description={`Billed in ${latest}${previous ? `, and the change from ${previous}` : ''}.`}>
      <TableContainer>
        <Table size="small" aria-label="Billing by plan">
          <TableHead>
            <TableRow>
              <TableCell>Plan</TableCell>
              <TableCell align="right">Billed in {latest}</TableCell>
              <TableCell align="right">Change</TableCell>
              <TableCell sx={WIDE_ONLY}>Last twelve months</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.series.map((series) => {
              const trend = monthOverMonth(series.billed);
              return (
                <TableRow key={series.key}>
                  <TableCell>{planLabel(series)}</TableCell>
                  <TableCell align="right">{formatCents(series.billed.at(-1) ?? 0)}</TableCell>
                  <TableCell align="right">
                    <Typography component="span" variant="body2" color={trendColor(trend)}>
                      {formatTrend(trend)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    {/* Inert: a picture of the figures beside it, neither focusable nor read out.
                        No skipAnimation: sparklines never animate, and the prop would fall through to the <svg>. */}
                    <div inert>
                      <SparkLineChart data={series.billed} width={160} height={32} curve="linear" />
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
