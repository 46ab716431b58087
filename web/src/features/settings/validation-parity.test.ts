/**
 * The marketing and support forms say what the server would say: each value
 * of one table goes to the contract's addon patch schema and to the form's
 * Yup schema of the same field; both must give the same verdict and message.
 */
import { describe, expect, it } from 'vitest';
import { addonPatchSchema, addonTextRules } from '../../api/addon';
import { objectPair, type FieldPair } from '../../test-support/rule-parity';
import { marketingSchema, supportSchema } from './settings-forms';

const values = [
  '',
  ' ',
  'acme.test',
  'https://acme.test',
  ' https://acme.test/postgres ',
  'http://status.acme.test:8080/path?q=1#x',
  'https://',
  'javascript:alert(1)',
  'ftp://acme.test',
  'https://acme test.com',
  'G-AB12CD34EF',
  'G-ab12cd34ef',
  'G-ABC',
  'UA-12345678-1',
  'UA-123-1',
  ' G-AB12CD34EF ',
  'GA-1',
  'support@acme.test',
  ' support@acme.test ',
  'support@acme',
  'support at acme.test',
  'postgres, sql, backups',
  'x'.repeat(254),
  'x'.repeat(256),
  `https://acme.test/${'x'.repeat(1990)}`,
  `https://acme.test/${'x'.repeat(2000)}`,
];

const pairs: FieldPair[] = [
  objectPair('website', addonTextRules.websiteUrl, addonPatchSchema, 'website_url', marketingSchema, 'websiteUrl'),
  objectPair('status page', addonTextRules.statusPageUrl, addonPatchSchema, 'status_page_url', marketingSchema, 'statusPageUrl'),
  objectPair('tags', addonTextRules.tags, addonPatchSchema, 'tags', marketingSchema, 'tags'),
  objectPair('Google Analytics ID', addonTextRules.googleAnalyticsId, addonPatchSchema, 'google_analytics_id', marketingSchema, 'googleAnalyticsId'),
  objectPair('support e-mail', addonTextRules.emailSupport, addonPatchSchema, 'email_support', supportSchema, 'emailSupport'),
];

describe.each(pairs)('$label: the form and the contract agree', (candidate) => {
  it('on every value of the table, which holds both verdicts', async () => {
    const verdicts = await Promise.all(values.map(async (value) => ({ value, zod: candidate.zod(value), yup: await candidate.yup(value) })));
    expect(verdicts.filter((verdict) => verdict.zod !== verdict.yup)).toEqual([]);
    expect(verdicts.some((verdict) => verdict.zod === undefined)).toBe(true);
    expect(verdicts.some((verdict) => verdict.zod !== undefined)).toBe(true);
  });
});
