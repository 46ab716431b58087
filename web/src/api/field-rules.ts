/**
 * Validation rules of text fields, written once (design.md §3): the contract's
 * zod schemas (what the server refuses) and the forms' Yup schemas (what the
 * browser says before sending, yup-rules.ts) are both built from a `TextRule`,
 * so limits, patterns and messages cannot drift apart. Each resource file
 * exports the rules of its own fields.
 */
import { z } from 'zod';

export const BLANK_MESSAGE = "can't be blank";
export const tooLongMessage = (max: number) => `is too long (at most ${max} characters)`;

/** Characters as zod's `max` counts them: code points, so "😀" is one. */
export const characterCount = (text: string) => [...text].length;

/** http(s), a host of dot-separated labels, an optional port, no whitespace: `https://acme.test/terms`. */
export const HTTP_URL_PATTERN = /^https:\/\/[^\s/?#.:]+(?:\.[^\s/?#.:]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/;
export const HTTP_URL_MESSAGE = 'must be an https:// address';

/**
 * One text field's rule. Values are judged trimmed; lengths count characters
 * (Unicode code points, as zod does): an emoji is one, not two.
 */
export interface TextRule {
  /** Blank is refused with BLANK_MESSAGE (and nothing else is said about it). */
  readonly required: boolean;
  readonly max?: number;
  readonly pattern?: { readonly regex: RegExp; readonly message: string };
  /** An optional value the form sends as `null` when emptied: the server takes `null`, never `''`. */
  readonly emptyAsNull?: boolean;
}

type ZodText<R extends TextRule> = R extends { emptyAsNull: true } ? z.ZodNullable<z.ZodString> : z.ZodString;

/** The contract's schema of a wire field under `rule`. */
export function zodText<const R extends TextRule>(rule: R): ZodText<R> {
  let text = z.string().trim();
  // A blank value gets one message, not also the pattern's.
  if (rule.required) text = text.min(1, { error: BLANK_MESSAGE, abort: true });
  if (rule.max !== undefined) text = text.max(rule.max, tooLongMessage(rule.max));
  if (rule.pattern) text = text.regex(rule.pattern.regex, rule.pattern.message);
  return (rule.emptyAsNull ? text.nullable() : text) as ZodText<R>;
}

/** An e-mail address, as zod's own `z.email()` judges one, so a field rule and a wire schema agree. */
export const EMAIL_PATTERN = { regex: z.regexes.email, message: 'must be an e-mail address' } as const;
