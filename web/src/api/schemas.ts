/**
 * Contract schemas for the upstream APIs (design.md §3), wire format (snake_case).
 * The SPA parses responses with these; the sandbox validates what it serves and
 * receives with the same schemas; the OpenAPI document is generated from them.
 */
import { z } from 'zod';

export const addonStateSchema = z.enum(['alpha', 'beta', 'ga', 'shutdown']);

export const companyRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  /** Company-level admin flag (spec §3 company-user; effect not shown). */
  admin: z.boolean(),
  provider: z.boolean(),
  acknowledged_msa: z.boolean(),
  /** Platform administrator: internal employee (spec §6). */
  platform_admin: z.boolean(),
  company: companyRefSchema.nullable(),
});

export const addonSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  display_name: z.string(),
  summary: z.string(),
  state: addonStateSchema,
  /** A URL the browser can load directly (https: or data:). */
  icon_url: z.string().nullable(),
  marketplace_url: z.url(),
  updated_at: z.iso.datetime({ offset: true }),
  provisioning_api_version: z.number().int().min(1).default(1),
  company: companyRefSchema,
});

export const addonSchema = addonSummarySchema.extend({
  legal_statements: z.string(),
  website_url: z.url().nullable(),
  status_page_url: z.url().nullable(),
  provider_terms_url: z.url().nullable(),
  visible: z.boolean(),
  featured: z.boolean(),
  email_support: z.email().nullable(),
  tags: z.string(),
  supported_generations: z.array(z.enum(['cedar', 'fir'])),
  languages: z.array(z.string()),
  category: z.string().nullable(),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  addr1: z.string().nullable(),
  addr2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email_admin: z.email().nullable(),
  technical_contact_full_name: z.string().nullable(),
  billing_full_name: z.string().nullable(),
  billing_email: z.email().nullable(),
  google_maps_link: z.url().nullable(),
});

/** Validation failure: HTTP 422. */
export const validationErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});

/** Any other error, from upstreams and from the BFF itself. */
export const apiErrorSchema = z.object({
  id: z.string(),
  message: z.string(),
});

/** What `/bff/session` tells the SPA: display facts, never tokens. */
export const sessionInfoSchema = z.object({
  email: z.email(),
  name: z.string(),
  is_admin: z.boolean(),
});

/** `/bff/token`, for the token screen only. */
export const tokenInfoSchema = z.object({
  email: z.email(),
  access_token: z.string(),
});

export type AddonState = z.infer<typeof addonStateSchema>;
export type CurrentUserWire = z.infer<typeof currentUserSchema>;
export type AddonSummaryWire = z.infer<typeof addonSummarySchema>;
export type AddonWire = z.infer<typeof addonSchema>;
export type CompanyWire = z.infer<typeof companySchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;
