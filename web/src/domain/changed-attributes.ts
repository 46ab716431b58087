/**
 * Spec §3: "only new or changed attributes are sent". Form values are compared
 * with what was loaded; the result is the PATCH body and, for text, the
 * review-before-save diff.
 */

export type Values = Readonly<Record<string, unknown>>;

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  return a === b;
}

/** The attributes of `edited` that differ from `original`. */
export function changedAttributes<T extends Values>(original: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (!same(original[key], edited[key])) changes[key] = edited[key];
  }
  return changes;
}

export interface TextChange {
  field: string;
  before: string;
  after: string;
}

/** Text attributes that changed, as before → after pairs, in `labels`' order. */
export function textChanges(original: Values, edited: Values, labels: Readonly<Record<string, string>>): TextChange[] {
  return Object.entries(labels).flatMap(([key, field]) => {
    const before = original[key];
    const after = edited[key];
    const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
    return asText(before) === asText(after) ? [] : [{ field, before: asText(before), after: asText(after) }];
  });
}
