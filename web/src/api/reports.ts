/**
 * Monthly revenue reports (spec §3 report, §7 "GET addons/{id}/reports"): one
 * per month for the add-on's company, with per-add-on, per-plan amounts in
 * cents and the URLs of its CSV and PDF files. The URLs are signed and expire
 * (like a storage bucket's): the screen asks for the report again right
 * before opening one, so it always opens a fresh one.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

const cents = z.number().int();

/** Spec §3: "Monthly amounts in cents: customerBillings, providerShare, providerAssessedBillings, totalBillings, and the platform's share." */
export const reportAmountsSchema = z.object({
  total_billings: cents,
  customer_billings: cents,
  provider_assessed_billings: cents,
  provider_share: cents,
  platform_share: cents,
});

export const reportSchema = reportAmountsSchema.extend({
  id: z.string(),
  /**
   * The first instant of the month, UTC, or a date as some exports send it
   * (the day before the month); domain/report-period.ts reads both with the
   * one-day shift.
   */
  period: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  csv_url: externalUrlSchema,
  pdf_url: externalUrlSchema,
  /** Spec §3 "addonBillings (per add-on slug, per plan slug amounts)": one entry per add-on and plan. */
  addon_billings: z.array(reportAmountsSchema.extend({ addon_slug: z.string(), plan_slug: z.string(), plan_name: z.string() })),
});

export type ReportWire = z.infer<typeof reportSchema>;
export type Report = Camelized<ReportWire>;
export type ReportAmounts = Camelized<z.infer<typeof reportAmountsSchema>>;

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportEndpoints = defineEndpoints({
  'get /addons/{slug}/reports': {
    api: 'partner',
    summary: "The monthly reports of the add-on's company, newest first",
    access: 'user',
    response: z.array(reportSchema),
  },
  'get /reports/{id}': {
    api: 'partner',
    summary: 'One report, with freshly signed file URLs',
    access: 'user',
    response: reportSchema,
  },
});

export const reportsKey = (slug: string) => [...addonKey(slug), 'reports'] as const;

/** The add-on's reports, for the hook and for the route that starts them beside its chunk (app/route-prefetch.ts). */
export const reportsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: reportsKey(slug),
    queryFn: ({ signal }): Promise<Report[]> => callEndpoint(reportEndpoints['get /addons/{slug}/reports'], { params: { slug }, signal }),
  });

export function useReports(slug: string) {
  return useQuery(reportsQueryOptions(slug));
}

/**
 * Fetches the report again (spec §2: "A report link reloads the report") and
 * answers its fresh URL of `format`. A failure is the caller's to show (the
 * Reports tab says it beside the file's button), so it is not flashed too.
 */
export function useFreshReportUrl() {
  const queryClient = useQueryClient();
  return async (id: string, format: ReportFormat): Promise<string> => {
    const report = await queryClient.fetchQuery({
      queryKey: ['report', id],
      queryFn: ({ signal }): Promise<Report> => callEndpoint(reportEndpoints['get /reports/{id}'], { params: { id }, signal }),
      staleTime: 0,
      meta: { globalErrorHandling: false },
    });
    return format === 'csv' ? report.csvUrl : report.pdfUrl;
  };
}
