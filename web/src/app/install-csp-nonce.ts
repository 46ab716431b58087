/**
 * Side effect, imported first by main.tsx: notistack styles itself with goober,
 * which stamps `window.__nonce__` on the <style> it injects when its module is
 * evaluated. Emotion gets the nonce through its cache (AppProviders).
 */
import { readCspNonce } from './csp-nonce';

declare global {
  interface Window {
    __nonce__?: string;
  }
}

const nonce = readCspNonce();
if (nonce) window.__nonce__ = nonce;
