/**
 * A report's PDF or CSV, from the click to the file (spec §2: "A report link
 * reloads the report and opens its stored URL in a new tab"). The page says
 * what is happening while the signed URL is fetched ("Preparing the PDF…"),
 * instead of opening a blank tab up front. Then the PDF opens in a new tab,
 * or — when the browser blocks a tab opened after a wait — is offered as a
 * link; the CSV, which a browser saves rather than shows (the server sends it
 * as an attachment), is downloaded from this page, with no tab that closes at
 * once, and the page says so (issue 31 item 11: it said "opened in a new
 * tab"). A failure is said beside the list with a way to try again.
 *
 * This module is the one place a report file's URL reaches the browser
 * (`openReportUrl`, `downloadReportUrl`, and `state.url` of a 'ready' file,
 * used only as the href of that link): checks on such URLs belong here.
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
  /** A CSV handed to the browser's downloads. */
  | { status: 'downloaded'; request: ReportFileRequest }
  /** Ready, but the browser refused to open a tab by itself: the user opens it from a link. */
  | { status: 'ready'; request: ReportFileRequest; url: string }
  | { status: 'failed'; request: ReportFileRequest; message: string };

/** 'PDF' or 'CSV'. */
export const formatLabel = (format: ReportFormat) => format.toUpperCase();

/** What a file's button does, said in its accessible name: a PDF opens in a new tab, a CSV downloads. */
export const fileAction = (format: ReportFormat) => (format === 'pdf' ? 'opens in a new tab' : 'downloads');

function checked(url: string): string {
  // Checked again right before it is used, whatever the schema let through (issue 22).
  const safe = safeExternalUrl(url);
  if (safe === undefined) throw new Error('A report file URL that is not https: was not opened.');
  return safe;
}

/** Opens `url` in a new tab cut off from this page; false when the browser blocked it. */
export function openReportUrl(url: string): boolean {
  const tab = window.open(checked(url), '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/** Downloads `url` from this page: a link without a target, so only the download starts (the file is an attachment). */
export function downloadReportUrl(url: string): void {
  const link = document.createElement('a');
  link.href = checked(url);
  link.rel = 'noopener noreferrer';
  // The server names the file (Content-Disposition); an empty `download` keeps its name where the origin allows it.
  link.download = '';
  link.click();
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
        if (request.format === 'csv') {
          downloadReportUrl(url);
          setState({ status: 'downloaded', request });
        } else {
          setState(openReportUrl(url) ? { status: 'opened', request } : { status: 'ready', request, url });
        }
      } catch (error) {
        if (ticket !== latest.current) return;
        setState({ status: 'failed', request, message: errorDetail(error) ?? 'The file could not be prepared.' });
      }
    },
    [freshUrl],
  );

  return { state, prepare };
}
