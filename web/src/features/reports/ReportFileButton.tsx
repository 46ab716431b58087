import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { fileAction, formatLabel, type ReportFileRequest, type ReportFileState } from './report-file';

/**
 * One month's PDF or CSV button; its name says what it does (the PDF opens in
 * a new tab, the CSV downloads). While its file is prepared it is busy
 * (spinner, "Preparing…", `aria-busy`) and further clicks wait for it; it is
 * not disabled, so keyboard focus stays on it.
 */
export function ReportFileButton({ request, state, onOpen }: { request: ReportFileRequest; state: ReportFileState; onOpen: (request: ReportFileRequest) => void }) {
  const label = formatLabel(request.format);
  const busy = state.status === 'preparing' && state.request.reportId === request.reportId && state.request.format === request.format;
  return (
    <Button
      size="small"
      sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      aria-label={`${label} of ${request.period} (${fileAction(request.format)})`}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
      onClick={() => {
        if (!busy) onOpen(request);
      }}
    >
      {busy ? 'Preparing…' : label}
    </Button>
  );
}
