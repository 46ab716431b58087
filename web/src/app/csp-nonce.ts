/**
 * The per-response CSP nonce. Vite (`html.cspNonce`) writes
 * `<meta property="csp-nonce" nonce="__CSP_NONCE__">` into index.html and the
 * BFF replaces the placeholder for every response. Browsers hide the nonce
 * attribute once the page loads, so the `nonce` property is read first.
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function readCspNonce(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  const nonce = meta.nonce || meta.getAttribute('nonce') || '';
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}
