/**
 * The buildpack registry's field rules (issue 23), written once: the
 * contract's zod schemas (what the sandbox refuses) and the publish form's
 * Yup schema (what the browser says first, via `yupText`) are both built from
 * these, so a pattern or message cannot drift between them.
 */
import { EMAIL_PATTERN, HTTP_URL_MESSAGE, HTTP_URL_PATTERN, type TextRule } from './field-rules';

/** The registry's own name rule: a letter or digit first, then letters, digits, `_` and `-`, any case. */
export const BUILDPACK_NAME_PATTERN = {
  regex: /^[a-z0-9][a-z0-9_-]*$/i,
  message: 'must start with a letter or digit and use only letters, digits, "_" and "-"',
} as const;

/**
 * A namespace is any non-empty text to the registry; a slash or white space
 * would make `{namespace}/{name}` ambiguous, so the portal refuses those too.
 */
export const BUILDPACK_NAMESPACE_PATTERN = {
  regex: /^[^/\s]+$/,
  message: 'cannot contain "/" or spaces',
} as const;

export const buildpackNameRule = { required: true, max: 100, pattern: BUILDPACK_NAME_PATTERN } as const satisfies TextRule;
export const buildpackNamespaceRule = { required: true, max: 100, pattern: BUILDPACK_NAMESPACE_PATTERN } as const satisfies TextRule;
export const buildpackDescriptionRule = { required: false, max: 280 } as const satisfies TextRule;
/** A git ref: a tag or branch name as code hosts allow it (no spaces, no `..`, no leading `-`). */
export const revisionRefRule = {
  required: true,
  max: 255,
  pattern: { regex: /^(?!-)(?!.*\.\.)[^\s~^:?*[\\]+$/, message: 'must be a tag or branch name' },
} as const satisfies TextRule;

export const SUPPORT_METHODS = ['github', 'email', 'website', 'unsupported'] as const;
export type SupportMethod = (typeof SUPPORT_METHODS)[number];

/** The address each support method needs: an e-mail, an https page, or none (github issues, unsupported). */
export const supportAddressRules = {
  email: { required: true, max: 254, pattern: EMAIL_PATTERN },
  website: { required: true, max: 2000, pattern: { regex: HTTP_URL_PATTERN, message: HTTP_URL_MESSAGE } },
} as const satisfies Partial<Record<SupportMethod, TextRule>>;

export const BUILDPACK_CATEGORIES = ['languages', 'tools', 'packages'] as const;
export type BuildpackCategory = (typeof BUILDPACK_CATEGORIES)[number];
