/**
 * What queries and mutations may tell the app-wide error handler.
 * By default every failed query or mutation is flashed (spec §8); a screen that
 * shows its own error result (e.g. the session guard) opts out.
 */
export interface ErrorHandlingMeta extends Record<string, unknown> {
  /** `false`: neither flash nor redirect to sign-in; the screen handles it. */
  globalErrorHandling?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}
