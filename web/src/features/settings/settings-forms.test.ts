import { describe, expect, it } from 'vitest';
import type { Addon } from '../../api/addon';
import { marketingChanges, marketingValues, supportChanges } from './settings-forms';

const addon = {
  websiteUrl: 'https://acme.test/postgres',
  statusPageUrl: 'https://status.acme.test',
  tags: 'postgres,sql',
  googleAnalyticsId: null,
} as Addon;

describe('marketingChanges (spec §3: only what changed; §5: tags comma-delimited)', () => {
  it('sends nothing when nothing changed, even with stray spaces and commas', () => {
    expect(marketingChanges(addon, { ...marketingValues(addon), websiteUrl: ' https://acme.test/postgres ', tags: 'postgres, sql,' })).toEqual({});
  });

  it('sends a changed field trimmed, tags tidied, and an emptied optional field as null', () => {
    expect(
      marketingChanges(addon, { websiteUrl: 'https://acme.test/pg', statusPageUrl: '  ', tags: ' sql , backups,, sql', googleAnalyticsId: ' G-AB12CD34EF ' }),
    ).toEqual({ websiteUrl: 'https://acme.test/pg', statusPageUrl: null, tags: 'sql,backups', googleAnalyticsId: 'G-AB12CD34EF' });
  });
});

describe('supportChanges (spec §3: only what changed)', () => {
  const withEmail = { emailSupport: 'support@acme.test' } as Addon;
  const withoutEmail = { emailSupport: null } as Addon;

  it.each([
    ['an address kept, with stray spaces', withEmail, ' support@acme.test ', {}],
    ['an address changed, trimmed', withEmail, ' help@acme.test ', { emailSupport: 'help@acme.test' }],
    ['no address, the field left empty (null is the empty field)', withoutEmail, '', {}],
    ['no address, the field left blank', withoutEmail, '   ', {}],
    ['no address, one typed', withoutEmail, 'help@acme.test', { emailSupport: 'help@acme.test' }],
  ])('%s', (_case, record, typed, changes) => {
    expect(supportChanges(record, { emailSupport: typed })).toEqual(changes);
  });
});
