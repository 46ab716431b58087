/**
 * A report's PDF or CSV, from the click to the open file (spec §2: "A report
 * link reloads the report and opens its stored URL in a new tab"). The page
 * says what is happening while the signed URL is fetched ("Preparing the
 * PDF…"), instead of opening a blank tab up front; then it opens the file in
 * a new tab, or — when the browser blocks a tab opened after a wait — offers
 * a link to it; a failure is said beside the list with a way to try again.
 *
 * This module is the one place a report file's URL reaches the browser
 * (`openReportUrl`, and `state.url` of a 'ready' file, used only as the href
 * of that link): checks on such URLs belong here.
 */
import { useCallback, useRef, useState } from 'react';
import { errorDetail } from '../../api/errors';
import { useFreshReportUrl, type ReportFormat } from '../../api/reports';
import { safeExternalUrl } from '../../api/safe-url';

export interface ReportFileRequest {
  reportId: string;
  /** The month as shown ('2026 Oct'). */
  period: string;
  format: ReportFormat;
}

export type ReportFileState =
  | { status: 'idle' }
  | { status: 'preparing'; request: ReportFileRequest }
  | { status: 'opened'; request: ReportFileRequest }
  /** Ready, but the browser refused to open a tab by itself: the user opens it from a link. */
  | { status: 'ready'; request: ReportFileRequest; url: string }
  | { status: 'failed'; request: ReportFileRequest; message: string };

/** 'PDF' or 'CSV'. */
export const formatLabel = (format: ReportFormat) => format.toUpperCase();

/** Opens `url` in a new tab cut off from this page; false when the browser blocked it. */
export function openReportUrl(url: string): boolean {
  // Checked again right before it is opened, whatever the schema let through (issue 22).
  const safe = safeExternalUrl(url);
  if (safe === undefined) throw new Error('A report file URL that is not https: was not opened.');
  const tab = window.open(safe, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

export function useReportFile() {
  const freshUrl = useFreshReportUrl();
  const [state, setState] = useState<ReportFileState>({ status: 'idle' });
  // The latest click wins: an earlier file that is still being prepared does not open over it.
  const latest = useRef(0);

  const prepare = useCallback(
    async (request: ReportFileRequest) => {
      const ticket = (latest.current += 1);
      setState({ status: 'preparing', request });
      try {
        const url = await freshUrl(request.reportId, request.format);
        if (ticket !== latest.current) return;
        setState(openReportUrl(url) ? { status: 'opened', request } : { status: 'ready', request, url });
      } catch (error) {
        if (ticket !== latest.current) return;
        setState({ status: 'failed', request, message: errorDetail(error) ?? 'The file could not be prepared.' });
      }
    },
    [freshUrl],
  );

  return { state, prepare };
}
