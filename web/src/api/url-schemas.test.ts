import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url';
import { externalUrlSchema, imageUrlSchema, isPlainHttpsUrl } from './url-schemas';

/** Forms the full check refuses, or that must reach it (never waved through by the regular expression). */
const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://example.com/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,iVBORw0KGgo=',
  'HTTPS://Status.Example/',
  'Https://example.com/',
  'https://Example.com/',
  ' https://example.com/',
  'https://example.com/ ',
  'https://example.com/a b',
  'https://example.com/\tx',
  'https://example.com/\nx',
  'https://exa\tmple.com/',
  'https://example.com\\@evil.example/',
  'https://example.com/\\evil',
  'https://user:pass@evil.example/',
  'https://user@evil.example/',
  'https://example.com:99999/',
  'https://example.com:443/',
  'https://127.0.0.1/',
  'https://999.1.1.1/',
  'https://1.2.3.0x7f/',
  'https://xn--zz.example/',
  'https://a.xn--zz/',
  'https://exämple.com/',
  'https://example.com/ä',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'https://',
  'https://.example.com/',
  'https://example..com/',
  'https://example.com./',
  'http://evil.example/',
  'http://localhost:4002/x',
  'blob:https://evil.example/x',
  '//evil.example/x',
  '/assets/icon.png',
  '',
];

/** Deterministic pseudo-random strings around the accepted form, for the "only a subset" property. */
function* fuzzed(count: number): Generator<string> {
  let state = 0x2545f491;
  const next = (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
  const alphabet = ['a', 'z', 'A', '0', '9', '-', '.', ':', '/', '@', '?', '#', '%', '\\', ' ', '\t', '"', '<', 'xn--', 'ä', '0x', '999', '[', ']', '~', '^'];
  for (let index = 0; index < count; index++) {
    let url = next(4) === 0 ? 'HTTPS://' : 'https://';
    const length = 1 + next(14);
    for (let char = 0; char < length; char++) url += alphabet[next(alphabet.length)];
    yield url;
  }
}

describe('isPlainHttpsUrl: the cheap check in front of new URL (issue 33)', () => {
  it.each(hostile)('does not wave %j through (the full check decides it)', (url) => {
    expect(isPlainHttpsUrl(url)).toBe(false);
  });

  it.each([
    'https://elements.example.com/addons/acme-postgres',
    'https://devcenter.example.com/articles/x?tab=plans#pricing',
    'https://status.company-1.test',
    'https://cdn.example/icon.png',
    "https://example.com/a/b;c=d/~e!f$g&h'i(j)*k+l,m=n:o@p[]%20",
  ])('takes the plain form %j at once, as the full check does', (url) => {
    expect(isPlainHttpsUrl(url)).toBe(true);
    expect(safeExternalUrl(url)).toBeDefined();
  });

  it('says yes only to what safeExternalUrl takes, over 50 000 generated near-misses', () => {
    let plain = 0;
    for (const url of fuzzed(50_000)) {
      if (!isPlainHttpsUrl(url)) continue;
      plain++;
      expect(safeExternalUrl(url), url).toBeDefined();
      expect(new URL(url).host, url).toBe(url.slice('https://'.length).split(/[/?#]/)[0]);
    }
    // The generator reaches the accepted form often enough for the property to mean something.
    expect(plain).toBeGreaterThan(300);
  });

  it('leaves the schemas answering as the full check does, for every hostile form', () => {
    for (const url of hostile) {
      expect(externalUrlSchema.safeParse(url).success, url).toBe(safeExternalUrl(url) !== undefined);
    }
    expect(imageUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(imageUrlSchema.safeParse('https://cdn.example/icon.png').success).toBe(true);
  });
});
