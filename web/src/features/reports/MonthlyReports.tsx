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
import type { Report, ReportFormat } from '../../api/reports';
import { downloadFile } from '../../components/download-file';
import { SectionCard } from '../../components/SectionCard';
import { centsToDollars, formatCents } from '../../domain/money';
import { formatReportPeriod, reportMonthKey } from '../../domain/report-period';
import { statementBreakdown } from '../../domain/statement-breakdown';
import { type ReportFileRequest, useReportFile } from './report-file';
import { ReportFileButton } from './ReportFileButton';
import { ReportFileStatus } from './ReportFileStatus';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** The statement first, then its lines. */
const FILE_FORMATS: readonly ReportFormat[] = ['pdf', 'csv'];

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
 * The monthly list (spec §2 "Reports"): period 'YYYY MMM', the amounts that
 * make up Billed (on wide screens), your share, and each month's PDF and CSV.
 * A file button says the file is being prepared while the report is fetched
 * again, then opens its fresh, signed URL (report-file.ts).
 */
export function MonthlyReports({ slug, reports }: { slug: string; reports: readonly Report[] }) {
  const file = useReportFile();
  const open = (request: ReportFileRequest) => void file.prepare(request);
  return (
    <SectionCard
      title="Monthly reports"
      description="Each month's statement as PDF, and its lines as CSV. Billed = customer discounts + platform credits + platform share + your share. File links are made fresh each time and expire after a few minutes."
      action={
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportList(slug, reports)} sx={{ flexShrink: 0 }}>
          Export list as CSV
        </Button>
      }
    >
      <ReportFileStatus state={file.state} onRetry={open} />
      <TableContainer>
        <Table size="small" aria-label="Monthly reports">
          <TableHead>
            <TableRow>
              <TableCell>Period</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Billed
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Discounts
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Credits
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Platform share
              </TableCell>
              <TableCell align="right">Your share</TableCell>
              <TableCell align="right">Files</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.map((report) => {
              const period = formatReportPeriod(report.period);
              const parts = new Map(statementBreakdown(report).parts.map((part) => [part.key, part.cents]));
              return (
                <TableRow key={report.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{period}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(report.totalBillings)}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(parts.get('discounts') ?? 0)}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(parts.get('credits') ?? 0)}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatCents(report.platformShare)}
                  </TableCell>
                  <TableCell align="right">{formatCents(report.providerShare)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                      {FILE_FORMATS.map((format) => (
                        <ReportFileButton key={format} request={{ reportId: report.id, period, format }} state={file.state} onOpen={open} />
                      ))}
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
