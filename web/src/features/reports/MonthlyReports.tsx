import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Papa from 'papaparse';
import type { Report, ReportFormat } from '../../api/reports';
import { downloadFile } from '../../components/download-file';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { centsToDollars, formatCents } from '../../domain/money';
import { provisionalNote, reportPeriodName, reportPeriodStatus } from '../../domain/report-closing';
import { statementListFileName } from '../../domain/report-file-names';
import { CSV_AMOUNT_FIELDS, csvAmountColumn, CSV_STATUS_COLUMN, csvStatus, REPORT_AMOUNT_LABELS, REPORT_PART_LABELS } from '../../domain/report-labels';
import { formatReportPeriod, reportMonthKey } from '../../domain/report-period';
import { statementBreakdown, type StatementPartKey } from '../../domain/statement-breakdown';
import { type ReportFileRequest, type ReportFileState, useReportFile } from './report-file';
import { ReportFileButton } from './ReportFileButton';
import { ReportFileStatus } from './ReportFileStatus';

/** The statement first, then its lines. */
const FILE_FORMATS: readonly ReportFormat[] = ['pdf', 'csv'];

/**
 * The listed months as a CSV file (RFC 4180, Papa Parse), amounts in plain
 * dollars under the names the page and the statements use, each month
 * marked Final or Provisional; named after the company and the months, as
 * it holds the company's statements, not the add-on's (issue 31 item 11).
 */
function exportList(companyName: string, reports: readonly Report[], now: Date) {
  const csv = Papa.unparse(
    {
      fields: ['Period', ...CSV_AMOUNT_FIELDS.map(csvAmountColumn), CSV_STATUS_COLUMN],
      data: reports.map((report) => [
        reportMonthKey(report.period),
        ...CSV_AMOUNT_FIELDS.map((field) => centsToDollars(report[field])),
        csvStatus(reportPeriodStatus(report.period, now).closed),
      ]),
    },
    { newline: '\r\n' },
  );
  downloadFile(statementListFileName(companyName, reports.map((report) => report.period), now), `${csv}\r\n`, 'text/csv');
}

/** The month, and beneath it, while it is in progress, that it is provisional and when it is final. */
function PeriodCell({ period, now }: { period: string; now: Date }) {
  const note = provisionalNote(period, now);
  return (
    <>
      {formatReportPeriod(period)}
      {note ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal', maxWidth: '14em' }}>
          {note.charAt(0).toUpperCase()}
          {note.slice(1)}
        </Typography>
      ) : null}
    </>
  );
}

/** A month's amount, looked up in its statement's breakdown (the parts that make up Billed). */
const part = (report: Report, key: StatementPartKey) => statementBreakdown(report).parts.find((candidate) => candidate.key === key)?.cents ?? 0;

/**
 * The list's columns. Below `md` (a phone, and a tablet, where seven columns
 * do not fit) each month is a card: its period and files on top, then every
 * amount as a line, so Billed and the platform's share are never dropped
 * (issue 21 item 6).
 */
function reportColumns(state: ReportFileState, open: (request: ReportFileRequest) => void, now: Date): ResponsiveColumn<Report>[] {
  const amount = (id: string, header: string, cents: (report: Report) => number): ResponsiveColumn<Report> => ({
    id,
    header,
    align: 'right',
    cell: (report) => formatCents(cents(report)),
  });
  return [
    { id: 'period', header: 'Period', phone: 'title', sx: { whiteSpace: 'nowrap' }, cell: (report) => <PeriodCell period={report.period} now={now} /> },
    amount('billed', REPORT_AMOUNT_LABELS.totalBillings, (report) => report.totalBillings),
    amount('discounts', REPORT_PART_LABELS.discounts, (report) => part(report, 'discounts')),
    amount('credits', REPORT_PART_LABELS.credits, (report) => part(report, 'credits')),
    amount('platform', REPORT_AMOUNT_LABELS.platformShare, (report) => report.platformShare),
    amount('yours', REPORT_AMOUNT_LABELS.providerShare, (report) => report.providerShare),
    {
      id: 'files',
      header: 'Files',
      align: 'right',
      phone: 'actions',
      cell: (report) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {FILE_FORMATS.map((format) => (
            <ReportFileButton key={format} request={{ reportId: report.id, period: reportPeriodName(report.period, now), format }} state={state} onOpen={open} />
          ))}
        </Stack>
      ),
    },
  ];
}

/**
 * The monthly list (spec §2 "Reports"): period 'YYYY MMM', the amounts that
 * make up Billed, your share, and each month's PDF and CSV (a month in
 * progress marked provisional). A file button says the file is being
 * prepared while the report is fetched again, then opens the PDF in a new
 * tab or downloads the CSV from its fresh, signed URL (report-file.ts).
 */
export function MonthlyReports({ companyName, reports, now }: { companyName: string; reports: readonly Report[]; now: Date }) {
  const file = useReportFile();
  const open = (request: ReportFileRequest) => void file.prepare(request);
  return (
    <SectionCard
      title="Monthly reports"
      description={`Each month's statement as a PDF, which opens in a new tab, and its lines as a CSV file, which downloads. ${REPORT_AMOUNT_LABELS.totalBillings} = ${REPORT_PART_LABELS.discounts.toLowerCase()} + ${REPORT_PART_LABELS.credits.toLowerCase()} + ${REPORT_AMOUNT_LABELS.platformShare.toLowerCase()} + ${REPORT_AMOUNT_LABELS.providerShare.toLowerCase()}. File links are made fresh each time and expire after a few minutes.`}
      action={
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportList(companyName, reports, now)} sx={{ flexShrink: 0 }}>
          Export list as CSV
        </Button>
      }
    >
      <ReportFileStatus state={file.state} onRetry={open} />
      <ResponsiveTable label="Monthly reports" rows={reports} columns={reportColumns(file.state, open, now)} rowKey={(report) => report.id} cardsBelow="md" />
    </SectionCard>
  );
}
