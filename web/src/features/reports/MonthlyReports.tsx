import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Papa from 'papaparse';
import type { Report, ReportFormat } from '../../api/reports';
import { downloadFile } from '../../components/download-file';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { centsToDollars, formatCents } from '../../domain/money';
import { formatReportPeriod, reportMonthKey } from '../../domain/report-period';
import { statementBreakdown, type StatementPartKey } from '../../domain/statement-breakdown';
import { type ReportFileRequest, type ReportFileState, useReportFile } from './report-file';
import { ReportFileButton } from './ReportFileButton';
import { ReportFileStatus } from './ReportFileStatus';

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

/** A month's amount, looked up in its statement's breakdown (the parts that make up Billed). */
const part = (report: Report, key: StatementPartKey) => statementBreakdown(report).parts.find((candidate) => candidate.key === key)?.cents ?? 0;

/**
 * The list's columns. Below `md` (a phone, and a tablet, where seven columns
 * do not fit) each month is a card: its period and files on top, then every
 * amount as a line, so Billed and the platform's share are never dropped
 * (issue 21 item 6).
 */
function reportColumns(state: ReportFileState, open: (request: ReportFileRequest) => void): ResponsiveColumn<Report>[] {
  const amount = (id: string, header: string, cents: (report: Report) => number): ResponsiveColumn<Report> => ({
    id,
    header,
    align: 'right',
    cell: (report) => formatCents(cents(report)),
  });
  return [
    { id: 'period', header: 'Period', phone: 'title', sx: { whiteSpace: 'nowrap' }, cell: (report) => formatReportPeriod(report.period) },
    amount('billed', 'Billed', (report) => report.totalBillings),
    amount('discounts', 'Discounts', (report) => part(report, 'discounts')),
    amount('credits', 'Credits', (report) => part(report, 'credits')),
    amount('platform', 'Platform share', (report) => report.platformShare),
    amount('yours', 'Your share', (report) => report.providerShare),
    {
      id: 'files',
      header: 'Files',
      align: 'right',
      phone: 'actions',
      cell: (report) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {FILE_FORMATS.map((format) => (
            <ReportFileButton key={format} request={{ reportId: report.id, period: formatReportPeriod(report.period), format }} state={state} onOpen={open} />
          ))}
        </Stack>
      ),
    },
  ];
}

/**
 * The monthly list (spec §2 "Reports"): period 'YYYY MMM', the amounts that
 * make up Billed, your share, and each month's PDF and CSV.
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
      <ResponsiveTable label="Monthly reports" rows={reports} columns={reportColumns(file.state, open)} rowKey={(report) => report.id} cardsBelow="md" />
    </SectionCard>
  );
}
