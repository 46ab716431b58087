/**
 * The general-information form: its values, their Yup rules (the client half
 * of the contract's addonPatchSchema) and the PATCH body built from them.
 */
import * as yup from 'yup';
import { addonTextRules, type Addon, type AddonPatch } from '../../api/addon';
import { yupText } from '../../api/yup-rules';
import { changedAttributes } from '../../domain/changed-attributes';

export type GeneralInformationValues = {
  name: string;
  displayName: string;
  summary: string;
  legalStatements: string;
  providerTermsUrl: string;
  tags: string;
  /** A newly chosen icon as a data URL; `null` keeps the current one. */
  base64Icon: string | null;
};

export function initialValues(addon: Addon): GeneralInformationValues {
  return {
    name: addon.name,
    displayName: addon.displayName,
    summary: addon.summary,
    legalStatements: addon.legalStatements,
    providerTermsUrl: addon.providerTermsUrl ?? '',
    tags: addon.tags,
    base64Icon: null,
  };
}

/** The contract's rules (api/addon.ts), as Yup: the same limits, patterns and messages as the server's. */
export const generalInformationSchema = yup.object({
  name: yupText(addonTextRules.name),
  displayName: yupText(addonTextRules.displayName),
  summary: yupText(addonTextRules.summary),
  legalStatements: yupText(addonTextRules.legalStatements),
  providerTermsUrl: yupText(addonTextRules.providerTermsUrl),
  tags: yupText(addonTextRules.tags),
  base64Icon: yup.string().nullable(),
});

/** Only what changed (spec §3); an emptied terms URL is sent as null. */
export function generalInformationChanges(addon: Addon, values: GeneralInformationValues): AddonPatch {
  const { base64Icon, ...text } = values;
  const { base64Icon: _none, ...original } = initialValues(addon);
  const trimmed = { ...text, name: text.name.trim(), displayName: text.displayName.trim(), summary: text.summary.trim(), providerTermsUrl: text.providerTermsUrl.trim() };
  const changes: AddonPatch = { ...changedAttributes(original, trimmed) } as AddonPatch;
  if ('providerTermsUrl' in changes) changes.providerTermsUrl = trimmed.providerTermsUrl === '' ? null : trimmed.providerTermsUrl;
  if (addon.providerTermsUrlHidden) delete changes.providerTermsUrl;
  if (base64Icon) changes.base64Icon = base64Icon;
  return changes;
}
