/**
 * A refused save (422) mapped onto a form (design.md §4): the messages for the
 * form's own fields go on those fields, everything else — `base` (about the
 * record as a whole) and fields the form does not show — above the form. The
 * one mapping every form uses (components/FormPanel), so none drops a message.
 */
import { toCamel } from './case';
import { fieldSentences, humanFieldName } from './field-messages';
import { FIELD_MESSAGE_SEPARATOR } from './flash-messages';
import { isApiError } from './errors';

/** A 422's messages, keyed like the form's (camelCase) values, each field's joined into one. */
function messagesByField(error: unknown): Record<string, string> | undefined {
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

/**
 * Server fields (camelCase) that a form shows under another name, e.g. the
 * add-on's `buttons` on the Add Button form's `repository` field.
 */
export type ServerFieldNames<Field extends string> = Readonly<Record<string, Field>>;

/** A refused save (422) split into field messages and the rest; `undefined` for any other error. */
export function formProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  serverFieldNames: ServerFieldNames<Field> = {},
): FormProblems<Field> | undefined {
  const errors = messagesByField(error);
  if (!errors) return undefined;
  const problems: FormProblems<Field> = { fields: {}, other: [] };
  for (const [serverField, message] of Object.entries(errors)) {
    const field = serverFieldNames[serverField] ?? serverField;
    if ((fields as readonly string[]).includes(field)) {
      const earlier = problems.fields[field as Field];
      problems.fields[field as Field] = earlier ? `${earlier}${FIELD_MESSAGE_SEPARATOR}${message}` : message;
    } else problems.other.push(fieldSentences(humanFieldName(serverField), [message]));
  }
  return problems;
}
