import { describe, expect, it } from 'vitest';
import { readCspNonce } from './csp-nonce';

function docWith(meta: { nonce?: string; attribute?: string | null } | null) {
  return {
    querySelector: (selector: string) => {
      expect(selector).toBe('meta[property="csp-nonce"]');
      return meta ? { nonce: meta.nonce ?? '', getAttribute: () => meta.attribute ?? null } : null;
    },
  } as unknown as Pick<Document, 'querySelector'>;
}

describe('readCspNonce', () => {
  it('reads the nonce property of the csp-nonce meta (the attribute is hidden after load)', () => {
    expect(readCspNonce(docWith({ nonce: 'abc123==', attribute: '' }))).toBe('abc123==');
  });
  it('falls back to the attribute', () => {
    expect(readCspNonce(docWith({ attribute: 'xyz' }))).toBe('xyz');
  });
  it('has none without the meta, or when the BFF did not replace the placeholder (Vite dev server)', () => {
    expect(readCspNonce(docWith(null))).toBeUndefined();
    expect(readCspNonce(docWith({ nonce: '__CSP_NONCE__' }))).toBeUndefined();
    expect(readCspNonce(undefined)).toBeUndefined();
  });
});
