/**
 * snake_case on the wire, camelCase in the SPA: converted here, at the edge.
 */
import camelcaseKeys, { type CamelCaseKeys } from 'camelcase-keys';
import decamelizeKeys from 'decamelize-keys';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches camelcase-keys' own ObjectLike
type ObjectLike = { [key: string]: any };

/** The camelCase shape of a wire type, deeply. */
export type Camelized<T> = T extends ObjectLike | readonly unknown[] ? CamelCaseKeys<T, true> : T;

export function toCamel<T>(value: T): Camelized<T> {
  if (value === null || typeof value !== 'object') return value as Camelized<T>;
  return camelcaseKeys(value as ObjectLike, { deep: true }) as Camelized<T>;
}

export function toSnake(value: ObjectLike | readonly unknown[]): unknown {
  return decamelizeKeys(value as ObjectLike, { deep: true });
}
