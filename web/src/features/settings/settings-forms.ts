/**
 * The marketing and support forms of the settings tab (spec §2, §5): their
 * values, labels, Yup rules (the client half of the contract's addon patch,
 * from the same TextRules) and the PATCH body of what changed.
 */
import * as yup from 'yup';
import { addonTextRules, type Addon, type AddonPatch } from '../../api/addon';
import { yupText } from '../../api/yup-rules';
import { changedAttributes } from '../../domain/changed-attributes';
import { joinTags, parseTags } from '../../domain/tags';

export type MarketingValues = {
  websiteUrl: string;
  statusPageUrl: string;
  /** Comma-delimited (spec §5). */
  tags: string;
  googleAnalyticsId: string;
};

export const marketingLabels = {
  websiteUrl: 'Website',
  statusPageUrl: 'Status page',
  tags: 'Tags',
  googleAnalyticsId: 'Google Analytics ID',
} as const satisfies Record<keyof MarketingValues, string>;

export const marketingFields = Object.keys(marketingLabels) as (keyof MarketingValues)[];

export const marketingSchema = yup.object({
  websiteUrl: yupText(addonTextRules.websiteUrl),
  statusPageUrl: yupText(addonTextRules.statusPageUrl),
  tags: yupText(addonTextRules.tags),
  googleAnalyticsId: yupText(addonTextRules.googleAnalyticsId),
});

export function marketingValues(addon: Addon): MarketingValues {
  return {
    websiteUrl: addon.websiteUrl ?? '',
    statusPageUrl: addon.statusPageUrl ?? '',
    tags: addon.tags,
    googleAnalyticsId: addon.googleAnalyticsId ?? '',
  };
}

/** Only what changed (spec §3): trimmed, tags tidied ("a, b,,a" → "a,b"), an emptied optional field sent as null. */
export function marketingChanges(addon: Addon, values: MarketingValues): AddonPatch {
  const edited: MarketingValues = {
    websiteUrl: values.websiteUrl.trim(),
    statusPageUrl: values.statusPageUrl.trim(),
    tags: joinTags(parseTags(values.tags)),
    googleAnalyticsId: values.googleAnalyticsId.trim(),
  };
  const changes: Record<string, string | null> = changedAttributes(marketingValues(addon), edited);
  for (const field of ['websiteUrl', 'statusPageUrl', 'googleAnalyticsId'] as const) {
    if (changes[field] === '') changes[field] = null;
  }
  return changes as AddonPatch;
}

export type SupportValues = {
  emailSupport: string;
};

export const supportSchema = yup.object({ emailSupport: yupText(addonTextRules.emailSupport) });

export function supportValues(addon: Addon): SupportValues {
  return { emailSupport: addon.emailSupport ?? '' };
}

/**
 * Only what changed (spec §3), trimmed. An add-on without a support e-mail
 * (null) starts the form empty, so it is compared as '' — an empty field
 * left as it was is no change, never a PATCH of ''.
 */
export function supportChanges(addon: Addon, values: SupportValues): AddonPatch {
  return changedAttributes(supportValues(addon), { emailSupport: values.emailSupport.trim() });
}
