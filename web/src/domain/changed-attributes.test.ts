import { describe, expect, it } from 'vitest';
import { changedAttributes, textChanges } from './changed-attributes';

describe('changed attributes (spec §3: only new or changed attributes are sent)', () => {
  const original = { summary: 'Old', tags: 'a,b', languages: ['go', 'ruby'], providerTermsUrl: null as string | null };

  it('sends nothing when nothing changed', () => {
    expect(changedAttributes(original, { ...original, languages: ['go', 'ruby'] })).toEqual({});
  });

  it('sends only what changed, arrays compared by value and order', () => {
    expect(changedAttributes(original, { ...original, summary: 'New', languages: ['ruby', 'go'] })).toEqual({
      summary: 'New',
      languages: ['ruby', 'go'],
    });
    expect(changedAttributes(original, { ...original, providerTermsUrl: 'https://x.test' })).toEqual({ providerTermsUrl: 'https://x.test' });
  });

  it('describes changed text fields as before → after, in label order', () => {
    const labels = { tags: 'Tags', summary: 'Summary', providerTermsUrl: 'Terms URL' };
    expect(textChanges(original, { ...original, summary: 'New', providerTermsUrl: 'https://x.test' }, labels)).toEqual([
      { field: 'Summary', before: 'Old', after: 'New' },
      { field: 'Terms URL', before: '', after: 'https://x.test' },
    ]);
  });
});
