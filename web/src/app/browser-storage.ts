/**
 * This browser's localStorage (every tab, and later visits), or `undefined`
 * where there is none (a test without one). Merely reading it throws where
 * storage is denied (a policy, a sandboxed frame): call it inside a `try`.
 */
export function localStorageOfThisBrowser(): Storage | undefined {
  return globalThis.localStorage;
}
