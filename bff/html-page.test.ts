import { describe, expect, it } from 'vitest';
import { inertJsonScript } from './html-page';

/** Values that would end the element, open a comment or a new script, or read as a line end. */
const HOSTILE_TEXTS = [
  '</script><script>window.__pwned = 1</script>',
  '</SCRIPT >',
  '<!--<script>',
  '<!-- --> -->',
  '&lt;/script&gt;',
  'a\u2028b\u2029c',
  '"\'`\\',
  '<img src=x onerror="window.__pwned = 1">',
  '\ud83d\ude00 \ud800',
  ']]></x>',
];

const element = /^<script type="application\/json" id="facts">(.*)<\/script>$/s;

describe('inertJsonScript', () => {
  it.each(HOSTILE_TEXTS)('keeps %j as data: the element text has no <, >, & or U+2028/2029 and parses back to it', (text) => {
    const value = { signed_in: true, name: text, email: `${text}@example.test`, nested: [text] };
    const html = inertJsonScript('facts', value);
    const body = element.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body ?? '')).toEqual(value);
  });

  it('leaves ordinary facts readable as they are', () => {
    expect(inertJsonScript('facts', { signed_in: false })).toBe('<script type="application/json" id="facts">{"signed_in":false}</script>');
  });
});
