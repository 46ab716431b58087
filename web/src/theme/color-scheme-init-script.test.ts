import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorSchemeInitScript } from './color-scheme-init-script';

/** Runs the script against a fake <html>, localStorage and OS preference; returns the attributes it set. */
function runWith(stored: Partial<Record<string, string>>, osPrefersDark: boolean) {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  runInNewContext(colorSchemeInitScript(), {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    window: { matchMedia: () => ({ matches: osPrefersDark }) },
    document: { documentElement },
  });
  return [...attributes.keys()];
}

describe('the colour scheme applied before the first paint', () => {
  it.each([
    { stored: {}, osPrefersDark: false, shown: ['data-light'] },
    { stored: {}, osPrefersDark: true, shown: ['data-dark'] },
    { stored: { 'mui-mode': 'system' }, osPrefersDark: true, shown: ['data-dark'] },
    { stored: { 'mui-mode': 'dark' }, osPrefersDark: false, shown: ['data-dark'] },
    { stored: { 'mui-mode': 'light' }, osPrefersDark: true, shown: ['data-light'] },
  ])('mode $stored with the OS preferring dark $osPrefersDark shows $shown', ({ stored, osPrefersDark, shown }) => {
    expect(runWith(stored, osPrefersDark)).toEqual(shown);
  });

  it('is a plain script body: the tag, and its CSP nonce, come from index.html', () => {
    const script = colorSchemeInitScript();
    expect(script).not.toMatch(/<\/?script/i);
    expect(script).toContain("localStorage.getItem(\"mui-mode\")");
  });
});
