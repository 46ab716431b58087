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
  return camelizeDeep(value, dataFields.length === 0 ? undefined : new Set(dataFields), undefined) as Camelized<T>;
}

/**
 * Each wire name's camelCase, worked out once by camelcase-keys itself (so the
 * rules are its own: numeric keys kept, `ID` → `id`) and then looked up: a
 * 10 000-row list repeats the same dozen names, and camelcase-keys per object
 * (a Set of stop paths, a WeakMap, map-obj, an LRU probe per key) cost 45 ms
 * of the All add-ons load against 3 ms for this (tests/bench/list-parse.ts).
 */
const camelNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 10_000;

function camelName(key: string): string {
  const known = camelNames.get(key);
  if (known !== undefined) return known;
  const name = Object.keys(camelcaseKeys({ [key]: null }))[0] ?? key;
  // Data-like keys (a record keyed by ids) are not remembered past a bound.
  if (camelNames.size < MAX_REMEMBERED_NAMES) camelNames.set(key, name);
  return name;
}

/** What camelcase-keys recurses into: plain objects and arrays, not built-ins (a Date, a Map…). */
function isPlainContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
}

/**
 * camelcase-keys' `deep` walk with its `stopPaths` (dot-joined wire names,
 * arrays not counted), for JSON-shaped values; `__proto__` keys dropped as
 * map-obj drops them.
 */
function camelizeDeep(value: unknown, stopPaths: ReadonlySet<string> | undefined, path: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => (isPlainContainer(item) ? camelizeDeep(item, stopPaths, path) : item));
  const result: ObjectLike = {};
  for (const key of Object.keys(value as object)) {
    let item = (value as ObjectLike)[key] as unknown;
    if (isPlainContainer(item)) {
      const itemPath = stopPaths === undefined ? undefined : path === undefined ? key : `${path}.${key}`;
      if (itemPath === undefined || !stopPaths?.has(itemPath)) item = camelizeDeep(item, stopPaths, itemPath);
    }
    const name = camelName(key);
    if (name !== '__proto__') result[name] = item;
  }
  return result;
}

/** `dataFields` by their camelCase names (as the SPA holds them). */
export function toSnake(value: ObjectLike | readonly unknown[], dataFields: readonly string[] = []): unknown {
  return decamelizeKeys(value as ObjectLike, { deep: true, stopPaths: dataFields as string[] });
}
