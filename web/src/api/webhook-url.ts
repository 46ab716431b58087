/**
 * Where a partner's webhook endpoint may point (issue 34 §3): an https://
 * address, or, in the sandbox only, plain http to the partner's own machine
 * (localhost or a loopback address) so a receiver can run beside it. One rule,
 * used by the contract's zod schema (webhooks.ts) and the form; it lives in
 * api/ because the contract may not import domain/ (lint rule).
 */

export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_URL_MESSAGE = 'must be an https:// address (or http://localhost in the sandbox)';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Whether `url` may receive webhooks; `allowLoopbackHttp` is true only where the sandbox plays the platform. */
export function isAllowedWebhookUrl(url: string, allowLoopbackHttp: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Credentials in the address would be sent to (and logged by) every hop.
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return parsed.hostname.includes('.') || (allowLoopbackHttp && isLoopbackHost(parsed.hostname));
  return parsed.protocol === 'http:' && allowLoopbackHttp && isLoopbackHost(parsed.hostname);
}
