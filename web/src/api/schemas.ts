/**
 * Contract schemas for the upstream APIs (design.md §3), wire format (snake_case).
 * The SPA parses responses with these; the sandbox validates what it serves and
 * receives with the same schemas; the OpenAPI document is generated from them.
 */
import { z } from 'zod';
import { bytesOfDataUrl } from './image-files';
import { GENERATIONS, LANGUAGES, REPOSITORY_MESSAGE, REPOSITORY_PATTERN, iconProblem, screenshotProblem } from './listing-rules';

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

export const generationSchema = z.enum(GENERATIONS);
export const languageSchema = z.enum(LANGUAGES);

/** Spec §3: "Categories are sent as id objects typed category." */
export const categoryRefSchema = z.object({
  id: z.string(),
  type: z.literal('category'),
});

export const addonSchema = addonSummarySchema.extend({
  legal_statements: z.string(),
  website_url: z.url().nullable(),
  status_page_url: z.url().nullable(),
  provider_terms_url: z.url().nullable(),
  /** Spec §2: "The terms URL field is hidden for some add-ons." */
  provider_terms_url_hidden: z.boolean(),
  visible: z.boolean(),
  featured: z.boolean(),
  email_support: z.email().nullable(),
  /** Comma-delimited (spec §5). */
  tags: z.string(),
  supported_generations: z.array(generationSchema),
  languages: z.array(languageSchema),
  category: categoryRefSchema.nullable(),
  /** Example buttons: repositories in user/repo form (spec §3, §5). */
  buttons: z.array(z.string()),
});

const blankMessage = "can't be blank";
const requiredText = (max: number) => z.string().trim().min(1, blankMessage).max(max, `is too long (at most ${max} characters)`);
const optionalText = (max: number) => z.string().trim().max(max, `is too long (at most ${max} characters)`);

/** A repository for an example button. */
export const repositorySchema = z.string().trim().regex(REPOSITORY_PATTERN, REPOSITORY_MESSAGE);

/** A pending icon upload: a base64 PNG data URL, exactly 70×70 (checked from the PNG header, not a name). */
export const base64IconSchema = z.string().superRefine((value, context) => {
  const bytes = bytesOfDataUrl(value);
  const problem = bytes ? iconProblem(bytes) : 'The icon must be sent as a base64 data URL.';
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * PATCH /addons/{slug}: only the attributes that changed (spec §3). Unknown
 * attributes are refused; `adminOnlyAddonFields` answer 403 to partners.
 */
export const addonPatchSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{1,48}[a-z0-9]$/, 'must be 3–50 lower-case letters, digits or hyphens, starting with a letter'),
    display_name: requiredText(60),
    summary: requiredText(300),
    legal_statements: optionalText(5000),
    provider_terms_url: z.union([z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }), z.null()]),
    tags: optionalText(255),
    base64_icon: base64IconSchema,
    supported_generations: z.array(generationSchema).refine((list) => list.includes('cedar'), 'must include Cedar, which cannot be turned off'),
    languages: z.array(languageSchema),
    category: categoryRefSchema.nullable(),
    buttons: z.array(repositorySchema).max(10, 'is limited to 10 buttons'),
  })
  .partial()
  .strict();

/** Fields only platform admins may change (spec §6: category editing, example buttons). */
export const adminOnlyAddonFields = ['category', 'buttons'] as const satisfies readonly (keyof z.infer<typeof addonPatchSchema>)[];

export const benefitSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int().min(0),
});

export const benefitInputSchema = z
  .object({
    title: requiredText(80),
    description: requiredText(500),
  })
  .strict();

export const benefitPatchSchema = benefitInputSchema.partial().strict();

/** A new order for a reorderable list: every id of the list, once each. */
export const reorderSchema = z.object({ order: z.array(z.string()).min(1) }).strict();

export const screenshotSchema = z.object({
  id: z.string(),
  /** Alt text. */
  name: z.string(),
  position: z.number().int().min(0),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  original_url: z.string(),
  retina_url: z.string(),
  medium_url: z.string(),
  thumb_url: z.string(),
});

/** The alt text of a screenshot, sent with the upload (multipart field `name`) and when edited. */
export const screenshotPatchSchema = z.object({ name: requiredText(200) }).strict();

/** A file part of a multipart request, as the server adapter hands it over. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'bytes' in value && value.bytes instanceof Uint8Array;
}

/** POST /addons/{slug}/screenshots, multipart: the image (`file`) and its alt text (`name`). */
export const screenshotUploadSchema = z
  .object({
    name: requiredText(200),
    file: z.custom<UploadedFile>(isUploadedFile, 'must be an image file').superRefine((file, context) => {
      const problem = screenshotProblem(file.bytes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();

export const documentationSchema = z.object({
  devcenter_url: z.url(),
  status: z.enum(['ok', 'error', 'notice']),
  has_docs: z.boolean(),
  status_message: z.string().nullable(),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  label: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  description: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
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
export type Generation = z.infer<typeof generationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type AddonPatchWire = z.infer<typeof addonPatchSchema>;
export type BenefitWire = z.infer<typeof benefitSchema>;
export type ScreenshotWire = z.infer<typeof screenshotSchema>;
export type DocumentationWire = z.infer<typeof documentationSchema>;
export type CategoryWire = z.infer<typeof categorySchema>;
export type CurrentUserWire = z.infer<typeof currentUserSchema>;
export type AddonSummaryWire = z.infer<typeof addonSummarySchema>;
export type AddonWire = z.infer<typeof addonSchema>;
export type CompanyWire = z.infer<typeof companySchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;
