import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Report } from '../../api/reports';
import { SectionCard } from '../../components/SectionCard';
import { formatCents } from '../../domain/money';
import { provisionalNote, reportPeriodName } from '../../domain/report-closing';
import { REPORT_AMOUNT_LABELS } from '../../domain/report-labels';
import { formatReportPeriod } from '../../domain/report-period';
import { statementBreakdown } from '../../domain/statement-breakdown';

/** A part taken off Billed: '−$1.00' with a true minus sign (an adjustment the other way reads '+$1.00'). */
const less = (cents: number) => (cents < 0 ? `+${formatCents(-cents)}` : `−${formatCents(cents)}`);

/**
 * Why Billed is more than your share plus the platform's (issue 21): one
 * month's statement, from what customers were billed down to your share,
 * each step named and explained (domain/statement-breakdown.ts). The newest
 * month first; any other month can be chosen. A month in progress is named
 * provisional, with the day it becomes final (issue 31 item 3).
 */
export function StatementBreakdownCard({ reports, now }: { reports: readonly Report[]; now: Date }) {
  const [reportId, setReportId] = useState(reports[0]?.id ?? '');
  const report = reports.find((candidate) => candidate.id === reportId) ?? reports[0];
  if (!report) return null;
  const period = reportPeriodName(report.period, now);
  const note = provisionalNote(report.period, now);
  const { billed, parts } = statementBreakdown(report);
  const taken = parts.filter((part) => part.key !== 'your-share');
  const yours = parts.find((part) => part.key === 'your-share');
  return (
    <SectionCard
      title="From billed to your share"
      description="Billed is what customers were charged at list price. These parts make it up; your share is what is left."
      action={
        <TextField select size="small" label="Month" value={report.id} onChange={(event) => setReportId(event.target.value)} sx={{ minWidth: 130 }}>
          {reports.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {reportPeriodName(candidate.period, now)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatReportPeriod(report.period)} is {note}: these figures will change until it closes.
        </Typography>
      ) : null}
      <Table size="small" aria-label={`From billed to your share, ${period}`}>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {REPORT_AMOUNT_LABELS.totalBillings} in {period}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
              {formatCents(billed)}
            </TableCell>
          </TableRow>
          {taken.map((part) => (
            <TableRow key={part.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {part.label}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {part.explanation}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {less(part.cents)}
              </TableCell>
            </TableRow>
          ))}
          {yours ? (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, borderBottom: 0 }}>
                {yours.label}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', fontWeight: 400 }}>
                  {yours.explanation}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'top', borderBottom: 0 }}>
                {formatCents(yours.cents)}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
