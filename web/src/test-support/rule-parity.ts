/**
 * For the validation-parity tests of the forms: what the contract's zod schema
 * and a form's Yup schema each say about one value, so a test can ask that
 * they agree (design.md §3: limits, patterns and messages are written once).
 */
import type * as yup from 'yup';
import type { z } from 'zod';
import type { TextRule } from '../api/field-rules';

/** A field's first message, or `undefined` when the value passes. */
export type Verdict = string | undefined;

/** The zod schema's first message on the field at `path` of `body`. */
export function zodVerdict(schema: z.ZodType, body: Record<string, unknown>, path: readonly PropertyKey[]): Verdict {
  const result = schema.safeParse(body);
  const issue = result.error?.issues.find((candidate) => path.every((key, index) => candidate.path[index] === key));
  return issue?.message;
}

/** The Yup schema's first message on `value`. */
export async function yupVerdict(schema: yup.Schema, value: unknown): Promise<Verdict> {
  return schema.validate(value).then(
    () => undefined,
    (error: yup.ValidationError) => error.message,
  );
}

/** What a form sends for a field: an emptied `emptyAsNull` field goes as null. */
export const sentValue = (rule: TextRule, value: string) => (rule.emptyAsNull && value.trim() === '' ? null : value);

/** A form field and the wire field it becomes, each judged by its own schema. */
export interface FieldPair {
  label: string;
  rule: TextRule;
  zod: (value: string) => Verdict;
  yup: (value: string) => Promise<Verdict>;
}

/**
 * The pair of an object form: the wire field judged in a body with `otherWireFields`,
 * the form field judged alone, among `validValues`.
 */
export function objectPair(
  label: string,
  rule: TextRule,
  zodSchema: z.ZodType,
  wireField: string,
  yupSchema: yup.ObjectSchema<yup.AnyObject>,
  formField: string,
  validValues: Record<string, unknown> = {},
  otherWireFields: Record<string, unknown> = {},
): FieldPair {
  return {
    label,
    rule,
    zod: (value) => zodVerdict(zodSchema, { ...otherWireFields, [wireField]: sentValue(rule, value) }, [wireField]),
    yup: (value) => yupVerdict(yupSchema.pick([formField]), { ...validValues, [formField]: value }),
  };
}
