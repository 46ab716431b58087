import { describe, expect, it } from 'vitest';
import { addonRenameImpact } from './addon-rename';

const stream = {
  before: 'acme-stream',
  planSlugs: ['basic', 'standard', 'premium', 'private'],
  marketplaceUrl: 'https://elements.example.com/addons/acme-stream',
};

describe('what renaming an add-on changes (issue 21 item 5)', () => {
  it('is nothing when the name stays, blanks and surrounding spaces aside', () => {
    expect(addonRenameImpact({ ...stream, after: 'acme-stream' })).toBeNull();
    expect(addonRenameImpact({ ...stream, after: ' acme-stream ' })).toBeNull();
    expect(addonRenameImpact({ ...stream, after: '' })).toBeNull();
  });

  it('names the CLI command, the Elements address and the plan ids, old → new', () => {
    expect(addonRenameImpact({ ...stream, after: 'acme-events' })).toEqual({
      name: { before: 'acme-stream', after: 'acme-events' },
      cliCommand: { before: 'addons:create acme-stream:basic', after: 'addons:create acme-events:basic' },
      urls: [{ before: 'https://elements.example.com/addons/acme-stream', after: 'https://elements.example.com/addons/acme-events' }],
      planIds: [
        { before: 'acme-stream:basic', after: 'acme-events:basic' },
        { before: 'acme-stream:standard', after: 'acme-events:standard' },
        { before: 'acme-stream:premium', after: 'acme-events:premium' },
      ],
      morePlanIds: 1,
    });
  });

  it('shows a placeholder plan when there are none, and no address that does not end with the name', () => {
    const impact = addonRenameImpact({ before: 'acme-stream', after: 'acme-events', planSlugs: [], marketplaceUrl: 'https://elements.example.com/addons/other' });
    expect(impact?.cliCommand.after).toBe('addons:create acme-events:plan');
    expect(impact?.urls).toEqual([]);
    expect(impact?.planIds).toEqual([]);
    expect(impact?.morePlanIds).toBe(0);
  });
});
