import createCache, { type EmotionCache } from '@emotion/cache';
import { readCspNonce } from './csp-nonce';

/** Emotion's cache, stamping the CSP nonce on every <style> it injects. */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'mui', prepend: true, ...(nonce ? { nonce } : {}) });
}
