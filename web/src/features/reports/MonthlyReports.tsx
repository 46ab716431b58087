import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Papa from 'papaparse';
import { useFreshReportUrl, type Report, type ReportFormat } from '../../api/reports';
import { downloadFile } from '../../components/download-file';
import { SectionCard } from '../../components/SectionCard';
import { centsToDollars, formatCents } from '../../domain/money';
import { formatReportPeriod, reportMonthKey } from '../../domain/report-period';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The listed months as a CSV file (RFC 4180, Papa Parse), amounts in plain dollars. */
function exportList(slug: string, reports: readonly Report[]) {
  const csv = Papa.unparse(
    {
      fields: ['Period', 'Billed (USD)', 'Customer billings (USD)', 'Provider assessed billings (USD)', 'Provider share (USD)', 'Platform share (USD)'],
      data: reports.map((report) => [
        reportMonthKey(report.period),
        centsToDollars(report.totalBillings),
        centsToDollars(report.customerBillings),
        centsToDollars(report.providerAssessedBillings),
        centsToDollars(report.providerShare),
        centsToDollars(report.platformShare),
      ]),
    },
    { newline: '\r\n' },
  );
  downloadFile(`${slug}-reports.csv`, `${csv}\r\n`, 'text/csv');
}

/**
 * The monthly list (spec §2 "Reports"): period 'YYYY MMM', amounts, and its
 * PDF and CSV. A file button asks for the report again and opens its fresh,
 * signed URL in a new tab (opened at the click, so no pop-up blocker stops
 * it, and cut off from this page once it loads).
 */
export function MonthlyReports({ slug, reports }: { slug: string; reports: readonly Report[] }) {
  const freshUrl = useFreshReportUrl();
  const open = async (report: Report, format: ReportFormat) => {
    const tab = window.open('', '_blank');
    try {
      const url = await freshUrl(report.id, format);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close(); // the failure is flashed by the app
    }
  };
  return (
    <SectionCard
      title="Monthly reports"
      description="Each month's statement as PDF, and its lines as CSV. Links are made fresh each time and expire after a few minutes."
      action={
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportList(slug, reports)}>
          Export list as CSV
        </Button>
      }
    >
      <TableContainer>
        <Table size="small" aria-label="Monthly reports">
          <TableHead>
            <TableRow>
              <TableCell>Period</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Billed
              </TableCell>
              <TableCell align="right">Your share</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Platform share
              </TableCell>
              <TableCell align="right">Files</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.map((report) => {
              const period = formatReportPeriod(report.period);
              return (
                <TableRow key={report.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{period}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(report.totalBillings)}
                  </TableCell>
                  <TableCell align="right">{formatCents(report.providerShare)}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(report.platformShare)}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" sx={{ minWidth: 0 }} aria-label={`PDF of ${period} (opens in a new tab)`} onClick={() => void open(report, 'pdf')}>
                        PDF
                      </Button>
                      <Button size="small" sx={{ minWidth: 0 }} aria-label={`CSV of ${period} (opens in a new tab)`} onClick={() => void open(report, 'csv')}>
                        CSV
                      </Button>
                    </Stack>
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
