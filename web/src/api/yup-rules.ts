/**
 * The forms' half of field-rules.ts: a Yup schema for a form field from the
 * same `TextRule` the contract's zod schema is built from. Kept apart so
 * screens without a form do not load Yup.
 */
import * as yup from 'yup';
import { BLANK_MESSAGE, characterCount, tooLongMessage, type TextRule } from './field-rules';

export function yupText(rule: TextRule): yup.StringSchema<string | undefined> {
  let text = yup.string().trim();
  if (rule.required) text = text.required(BLANK_MESSAGE);
  const { max } = rule;
  // Not Yup's `max`, which counts UTF-16 units: the contract counts characters.
  if (max !== undefined) {
    text = text.test('max', tooLongMessage(max), (value) => value === undefined || characterCount(value) <= max);
    // Read back by the field (`maxCharactersOf`), which shows the limit and a counter before it is broken —
    // for free text only: an e-mail or URL is bounded by its format, and "Up to 2000 characters" under it is noise.
    if (!rule.pattern) text = text.meta({ maxCharacters: max });
  }
  // An optional field left empty is not judged by the pattern (the form sends null or nothing).
  if (rule.pattern) text = text.matches(rule.pattern.regex, { message: rule.pattern.message, excludeEmptyString: !rule.required });
  return text;
}

/**
 * The character limit a form's schema sets on one field (from `yupText`'s
 * meta), so a field can show it without each form repeating the number.
 */
export function maxCharactersOf(schema: unknown, path: string): number | undefined {
  if (!yup.isSchema(schema)) return undefined;
  try {
    const field = yup.reach(schema as yup.AnySchema, path);
    const max = (yup.isSchema(field) ? (field as yup.AnySchema).meta() : undefined) as { maxCharacters?: unknown } | undefined;
    return typeof max?.maxCharacters === 'number' ? max.maxCharacters : undefined;
  } catch {
    // A path the schema does not describe (a field it does not judge).
    return undefined;
  }
}
