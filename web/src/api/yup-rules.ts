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
  if (max !== undefined) text = text.test('max', tooLongMessage(max), (value) => value === undefined || characterCount(value) <= max);
  // An optional field left empty is not judged by the pattern (the form sends null or nothing).
  if (rule.pattern) text = text.matches(rule.pattern.regex, { message: rule.pattern.message, excludeEmptyString: !rule.required });
  return text;
}
