// The words shown for it live here, not in ChunkLoadFailed.tsx: the error page
// (in the entry) says them too, and must not bring MUI's Alert into the entry.
export const CHUNK_LOAD_FAILED_TITLE = 'This part of the page could not be loaded';
export const CHUNK_LOAD_FAILED_MESSAGE = 'The portal may have been updated. Reload the page to get the new version.';

/**
 * A chunk of the SPA that could not be fetched: after a deploy (or during a
 * rolling one, on a replica that has the new build) the old hashed file is
 * gone. Each browser words the rejected `import()` its own way; Vite's preload
 * helper adds its own for a chunk's CSS. An error thrown while a fetched
 * module ran is a bug, not a missing file: it is not one of these.
 */
const CHUNK_LOAD_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.some((message) => message.test(error.message));
}
