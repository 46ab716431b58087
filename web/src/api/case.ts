/**
 * snake_case on the wire, camelCase in the SPA: converted here, at the edge.
 */
import camelcaseKeys, { type CamelCaseKeys } from 'camelcase-keys';
import decamelizeKeys from 'decamelize-keys';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches camelcase-keys' own ObjectLike
type ObjectLike = { [key: string]: any };

/** The camelCase shape of a wire type, deeply. */
export type Camelized<T> = T extends ObjectLike | readonly unknown[] ? CamelCaseKeys<T, true> : T;

/**
 * `dataFields` name fields whose keys are data, not attribute names (a
 * record keyed by plan slug, the parameters a platform call carried): they are
 * passed through as they are, so `callback_url` stays `callback_url`.
 */
export function toCamel<T>(value: T, dataFields: readonly string[] = []): Camelized<T> {
  if (value === null || typeof value !== 'object') return value as Camelized<T>;
  return camelcaseKeys(value as ObjectLike, { deep: true, stopPaths: dataFields }) as Camelized<T>;
}

/** `dataFields` by their camelCase names (as the SPA holds them). */
export function toSnake(value: ObjectLike | readonly unknown[], dataFields: readonly string[] = []): unknown {
  return decamelizeKeys(value as ObjectLike, { deep: true, stopPaths: dataFields as string[] });
}
