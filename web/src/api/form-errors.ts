/**
 * A 422's field errors, keyed like the form's (camelCase) values, so Formik
 * can show each server message on its field (design.md §4).
 */
import { toCamel } from './case';
import { FIELD_MESSAGE_SEPARATOR } from './flash-messages';
import { isApiError } from './errors';

export function formErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error) || !error.isValidation || !error.fieldErrors) return undefined;
  const camel = toCamel({ ...error.fieldErrors }) as Record<string, readonly string[]>;
  return Object.fromEntries(Object.entries(camel).map(([field, messages]) => [field, messages.join(FIELD_MESSAGE_SEPARATOR)]));
}

export interface FormProblems<Field extends string> {
  /** Messages for the form's own fields, for Formik's `setErrors`. */
  fields: Partial<Record<Field, string>>;
  /** Messages about the record as a whole (`base`) or fields the form does not show, for an alert. */
  other: string[];
}

/** A refused save (422) split into field messages and the rest; `undefined` for any other error. */
export function formProblems<Field extends string>(error: unknown, fields: readonly Field[]): FormProblems<Field> | undefined {
  const errors = formErrorsOf(error);
  if (!errors) return undefined;
  const problems: FormProblems<Field> = { fields: {}, other: [] };
  for (const [field, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) problems.fields[field as Field] = message;
    else problems.other.push(field === 'base' ? message : `${field} ${message}`);
  }
  return problems;
}
