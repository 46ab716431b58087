/**
 * Failed provisioning attempts on the logs screen (spec §3 failed-attempt, §4
 * "Failed attempts", §9 date format): the 100 most recent, a filter that
 * matches column values, request parameters and response body, and the
 * date format 'MM/DD/YY, h:mm:ss a Z'.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Spec §4: "the list shows the 100 most recent records". */
export const FAILED_ATTEMPTS_SHOWN = 100;

export const NO_FAILED_ATTEMPTS = 'There are currently no failed attempts.';
export const NO_MATCHING_FAILED_ATTEMPTS = 'No failed attempts match that query.';

/** How long the filter box waits after the last keystroke. */
export const FAILED_ATTEMPTS_FILTER_DEBOUNCE_MS = 250;

export interface FilterableAttempt {
  createdAt: string;
  appName: string;
  plan: string;
  responseCode: number;
  url: string;
  actionType: string;
  errorType: string;
  /** The request parameters as sent (an object). */
  params: unknown;
  responseBody: string;
}

/** The newest `FAILED_ATTEMPTS_SHOWN`, newest first. */
export function mostRecentAttempts<A extends { createdAt: string }>(attempts: readonly A[]): A[] {
  return [...attempts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, FAILED_ATTEMPTS_SHOWN);
}

/**
 * Every string the filter looks in, lower-cased once per attempt: what each
 * column shows (the date as displayed, in the viewer's offset by default),
 * the request parameters and the response body.
 */
export function searchableText(attempt: FilterableAttempt, utcOffsetMinutes?: number): string {
  return [
    formatAttemptDate(attempt.createdAt, utcOffsetMinutes),
    attempt.appName,
    attempt.plan,
    String(attempt.responseCode),
    attempt.url,
    attempt.actionType,
    attempt.errorType,
    JSON.stringify(attempt.params ?? null),
    attempt.responseBody,
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * The attempts whose columns, parameters or response body contain every word
 * of the query (case-insensitive); a blank query keeps them all.
 */
export function filterAttempts<A extends FilterableAttempt>(attempts: readonly A[], query: string, indexOf: (attempt: A) => string = searchableText): A[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...attempts];
  return attempts.filter((attempt) => {
    const text = indexOf(attempt);
    return words.every((word) => text.includes(word));
  });
}

/** The empty state to show, or `null` when there are rows. */
export function failedAttemptsEmptyState(total: number, shown: number): string | null {
  if (total === 0) return NO_FAILED_ATTEMPTS;
  return shown === 0 ? NO_MATCHING_FAILED_ATTEMPTS : null;
}

/** Spec §9: 'MM/DD/YY, h:mm:ss a Z', in the given UTC offset (minutes; the browser's by default). */
export function formatAttemptDate(iso: string, utcOffsetMinutes: number = -new Date(iso).getTimezoneOffset()): string {
  return dayjs.utc(iso).utcOffset(utcOffsetMinutes).format('MM/DD/YY, h:mm:ss a Z');
}

/** A response body pretty-printed when it is JSON, else as it came. */
export function prettyResponseBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
