/**
 * One add-on (spec §3, §7): GET /api/v3/addons/{slug}, and PATCH to save its
 * listing with only the attributes that changed.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { addonListKeys, addonSummarySchema } from './addon-lists';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { categoryRefSchema } from './categories';
import { defineEndpoints } from './endpoint-table';
import { EMAIL_PATTERN, HTTP_URL_MESSAGE, HTTP_URL_PATTERN, zodText, type TextRule } from './field-rules';
import { bytesOfDataUrl } from './image-files';
import { GENERATIONS, LANGUAGES, REPOSITORY_MESSAGE, REPOSITORY_PATTERN, iconProblem } from './listing-rules';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

const generationSchema = z.enum(GENERATIONS);
const languageSchema = z.enum(LANGUAGES);

export const addonSchema = addonSummarySchema.extend({
  legal_statements: z.string(),
  website_url: externalUrlSchema.nullable(),
  status_page_url: externalUrlSchema.nullable(),
  provider_terms_url: externalUrlSchema.nullable(),
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
  /** Plan defaults (spec §3): the plan new apps get, per kind of app; `null`: the cheapest applies. */
  default_plan_slug: z.string().nullable(),
  space_default_plan_slug: z.string().nullable(),
  temporary_supported_plan_slug: z.string().nullable(),
  temporary_space_supported_plan_slug: z.string().nullable(),
  /** Custom plans (spec §2): offered on the listing when on, with the partner's text. */
  supports_custom_plans: z.boolean(),
  custom_plans_text: z.string().nullable(),
  /** Settings → Marketing (spec §3 support). */
  google_analytics_id: z.string().nullable(),
  /** Settings → Metadata, platform admins' flags (spec §2, §6). */
  expects_private_networking: z.boolean(),
  requires_support_view: z.boolean(),
  unpayable: z.boolean(),
});

/** Spec §9: "Custom plans text: 300 characters." */
export const CUSTOM_PLANS_TEXT_MAX = 300;

/** The plan-defaults attributes (spec §6: Edit Plan Defaults is for platform admins). */
export const PLAN_DEFAULT_FIELDS = [
  'default_plan_slug',
  'space_default_plan_slug',
  'temporary_supported_plan_slug',
  'temporary_space_supported_plan_slug',
] as const;

/** Settings → Metadata (spec §2, §6): flags only platform admins set. */
export const METADATA_FIELDS = ['featured', 'expects_private_networking', 'requires_support_view', 'unpayable'] as const;

/** The listing's text fields (spec §5), for the contract below and the general-information form. */
export const addonTextRules = {
  name: {
    required: true,
    pattern: { regex: /^[a-z][a-z0-9-]{1,48}[a-z0-9]$/, message: 'must be 3–50 lower-case letters, digits or hyphens, starting with a letter' },
  },
  displayName: { required: true, max: 60 },
  summary: { required: true, max: 300 },
  legalStatements: { required: false, max: 5000 },
  providerTermsUrl: { required: false, pattern: { regex: HTTP_URL_PATTERN, message: HTTP_URL_MESSAGE }, emptyAsNull: true },
  tags: { required: false, max: 255 },
  customPlansText: { required: false, max: CUSTOM_PLANS_TEXT_MAX, emptyAsNull: true },
  websiteUrl: { required: false, max: 2000, pattern: { regex: HTTP_URL_PATTERN, message: HTTP_URL_MESSAGE }, emptyAsNull: true },
  statusPageUrl: { required: false, max: 2000, pattern: { regex: HTTP_URL_PATTERN, message: HTTP_URL_MESSAGE }, emptyAsNull: true },
  googleAnalyticsId: {
    required: false,
    pattern: { regex: /^(UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,12})$/, message: 'must be a Google Analytics ID such as G-AB12CD34EF or UA-12345678-1' },
    emptyAsNull: true,
  },
  emailSupport: { required: true, max: 254, pattern: EMAIL_PATTERN },
} as const satisfies Record<string, TextRule>;

/** An example button's repository (spec §5), for the contract and the example-buttons form. */
export const repositoryRule = {
  required: true,
  pattern: { regex: REPOSITORY_PATTERN, message: REPOSITORY_MESSAGE },
} as const satisfies TextRule;

/** A pending icon upload: a base64 PNG data URL, exactly 70×70 (checked from the PNG header, not a name). */
const base64IconSchema = z.string().superRefine((value, context) => {
  const bytes = bytesOfDataUrl(value);
  const problem = bytes ? iconProblem(bytes) : 'The icon must be sent as a base64 data URL.';
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** PATCH /addons/{slug}: only the attributes that changed (spec §3); unknown attributes are refused. */
export const addonPatchSchema = z
  .object({
    name: zodText(addonTextRules.name),
    display_name: zodText(addonTextRules.displayName),
    summary: zodText(addonTextRules.summary),
    legal_statements: zodText(addonTextRules.legalStatements),
    provider_terms_url: zodText(addonTextRules.providerTermsUrl),
    tags: zodText(addonTextRules.tags),
    base64_icon: base64IconSchema,
    supported_generations: z.array(generationSchema).refine((list) => list.includes('cedar'), 'must include Cedar, which cannot be turned off'),
    languages: z.array(languageSchema),
    category: categoryRefSchema.nullable(),
    buttons: z.array(zodText(repositoryRule)).max(10, 'is limited to 10 buttons'),
    default_plan_slug: z.string().nullable(),
    space_default_plan_slug: z.string().nullable(),
    temporary_supported_plan_slug: z.string().nullable(),
    temporary_space_supported_plan_slug: z.string().nullable(),
    supports_custom_plans: z.boolean(),
    custom_plans_text: zodText(addonTextRules.customPlansText),
    website_url: zodText(addonTextRules.websiteUrl),
    status_page_url: zodText(addonTextRules.statusPageUrl),
    google_analytics_id: zodText(addonTextRules.googleAnalyticsId),
    email_support: zodText(addonTextRules.emailSupport),
    featured: z.boolean(),
    expects_private_networking: z.boolean(),
    requires_support_view: z.boolean(),
    unpayable: z.boolean(),
  })
  .partial()
  .strict();

export type Generation = z.infer<typeof generationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type AddonWire = z.infer<typeof addonSchema>;
export type AddonPatchWire = z.infer<typeof addonPatchSchema>;
export type Addon = Camelized<AddonWire>;
export type AddonPatch = Camelized<AddonPatchWire>;

export const addonEndpoints = defineEndpoints({
  'get /addons/{slug}': {
    api: 'partner',
    summary: "One add-on; partners see only their own company's (404 otherwise)",
    access: 'user',
    response: addonSchema,
  },
  'patch /addons/{slug}': {
    api: 'partner',
    summary: 'Changes the attributes sent (only those); category, buttons, plan defaults and metadata flags are for platform admins',
    access: 'user',
    request: addonPatchSchema,
    // Spec §6: category editing, example buttons, plan defaults and metadata flags are for platform admins.
    adminOnlyFields: ['category', 'buttons', ...PLAN_DEFAULT_FIELDS, ...METADATA_FIELDS],
    response: addonSchema,
  },
});

export const addonQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: addonKey(slug),
    queryFn: ({ signal }): Promise<Addon> => callEndpoint(addonEndpoints['get /addons/{slug}'], { params: { slug }, signal }),
  });

/** The workspace shows its own not-found state, so a 404 is not flashed. */
export function useAddon(slug: string) {
  return useQuery({ ...addonQueryOptions(slug), meta: { globalErrorHandling: false } });
}

/** PATCH with only the changed attributes (spec §3); the saved add-on replaces the cached one. */
export function useUpdateAddon(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AddonPatch) => callEndpoint(addonEndpoints['patch /addons/{slug}'], { params: { slug }, body: changes }),
    onSuccess: (addon) => {
      queryClient.setQueryData(addonKey(slug), addon);
      // Lists show the display name, summary and icon too.
      void queryClient.invalidateQueries({ queryKey: addonListKeys.companies() });
      void queryClient.invalidateQueries({ queryKey: addonListKeys.all() });
    },
  });
}

/**
 * A change the screen shows at once and takes back if the server refuses it
 * (spec §5: "plan-defaults saves roll the record back"; the custom plans
 * switch too).
 */
export function useOptimisticAddonUpdate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AddonPatch) => callEndpoint(addonEndpoints['patch /addons/{slug}'], { params: { slug }, body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: addonKey(slug), exact: true });
      const previous = queryClient.getQueryData<Addon>(addonKey(slug));
      if (previous) queryClient.setQueryData<Addon>(addonKey(slug), { ...previous, ...changes } as Addon);
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(addonKey(slug), context.previous);
    },
    onSuccess: (addon) => queryClient.setQueryData(addonKey(slug), addon),
  });
}
