/**
 * The forms say what the server would say: every value of one table goes to
 * the contract's zod schema and to the form's Yup schema of the same field,
 * and both must give the same verdict with the same first message.
 */
import { describe, expect, it } from 'vitest';
import { addonPatchSchema, addonTextRules, repositoryRule } from '../../api/addon';
import { benefitInputSchema, benefitPatchSchema, benefitTextRules } from '../../api/benefits';
import type { TextRule } from '../../api/field-rules';
import { screenshotPatchSchema, screenshotTextRules, screenshotUploadSchema } from '../../api/screenshots';
import { yupText } from '../../api/yup-rules';
import { objectPair, yupVerdict, zodVerdict, type FieldPair } from '../../test-support/rule-parity';
import { benefitSchema, benefitValues } from './benefit-form';
import { generalInformationSchema } from './general-information-form';
import { screenshotEditSchema, screenshotUploadSchema as screenshotUploadForm } from './screenshot-form';

/** Values any text field may meet: blanks, whitespace, unicode, names, URLs, repositories. */
const commonValues = [
  '',
  ' ',
  '   \t\n ',
  'a',
  'ab',
  'abc',
  'Acme Postgres',
  'acme-postgres',
  'acme_postgres',
  '-acme',
  'acme-',
  '1acme',
  ' acme-postgres ',
  'acme\npostgres',
  'Ünïcödé ✓',
  '😀',
  'bücher',
  'https://acme.test/terms',
  'http://acme.test',
  'https://acme.test:8443/terms?lang=en#top',
  'https://bücher.de/agb',
  ' https://acme.test/terms ',
  'javascript:alert(1)',
  'http://',
  'https://',
  'ftp://x.y',
  'https://x',
  'acme.test',
  '//acme.test/terms',
  'https://acme..test',
  'https://.test',
  'https://acme.test.',
  'https://acme.test/ terms',
  'HTTPS://ACME.TEST',
  'mailto:legal@acme.test',
  'https://user:secret@acme.test',
  'acme/postgres-example',
  'acme-data/x.y_z',
  'acme/',
  '/repo',
  'a/b/c',
  'a b/c',
  '-a/b',
  'ácme/repo',
  ' acme/repo ',
  'https://github.com/a/b',
  `${'a'.repeat(39)}/b`,
  `${'a'.repeat(40)}/b`,
  `a/${'b'.repeat(100)}`,
  `a/${'b'.repeat(101)}`,
];

/** Values around a field's limit: just under, at, over, padded with spaces, in wider characters. */
function edgeValues(rule: TextRule): string[] {
  const lengths = [rule.max, 50, 51, 3, 2].filter((length): length is number => length !== undefined);
  return lengths.flatMap((max) => [
    'x'.repeat(max - 1),
    'x'.repeat(max),
    'x'.repeat(max + 1),
    ` ${'x'.repeat(max)} `,
    `a${'-'.repeat(max - 2)}b`,
    'é'.repeat(max),
    'é'.repeat(max + 1),
    // Two UTF-16 units each, but one character: both sides count characters.
    '😀'.repeat(Math.floor(max / 2)),
    '😀'.repeat(Math.floor(max / 2) + 1),
  ]);
}

const validListing = { name: 'acme-postgres', displayName: 'Acme', summary: 'Managed.', legalStatements: '', providerTermsUrl: '', tags: '' };
const fileOnWire = { filename: 'shot.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };

const listingFields = [
  ['name', 'name'],
  ['display_name', 'displayName'],
  ['summary', 'summary'],
  ['legal_statements', 'legalStatements'],
  ['provider_terms_url', 'providerTermsUrl'],
  ['tags', 'tags'],
] as const;

const pairs: FieldPair[] = [
  ...listingFields.map(([wire, form]) =>
    objectPair(`listing ${form}`, addonTextRules[form], addonPatchSchema, wire, generalInformationSchema, form, validListing),
  ),
  ...(['title', 'description'] as const).flatMap((field) => [
    objectPair(`new benefit ${field}`, benefitTextRules[field], benefitInputSchema, field, benefitSchema, field, benefitValues(), {
      title: 'T',
      description: 'D',
    }),
    objectPair(`benefit edit ${field}`, benefitTextRules[field], benefitPatchSchema, field, benefitSchema, field, benefitValues()),
  ]),
  objectPair('screenshot upload alt text', screenshotTextRules.name, screenshotUploadSchema, 'name', screenshotUploadForm, 'name', {}, {
    file: fileOnWire,
  }),
  objectPair('screenshot edit alt text', screenshotTextRules.name, screenshotPatchSchema, 'name', screenshotEditSchema, 'name', {}),
  {
    label: 'example button repository',
    rule: repositoryRule,
    zod: (value) => zodVerdict(addonPatchSchema, { buttons: [value] }, ['buttons', 0]),
    yup: (value) => yupVerdict(yupText(repositoryRule), value),
  },
];

describe.each(pairs)('$label: the form and the contract agree', (pair) => {
  const values = [...commonValues, ...edgeValues(pair.rule)];

  it('on every value of the table', async () => {
    const verdicts = await Promise.all(values.map(async (value) => ({ value, zod: pair.zod(value), yup: await pair.yup(value) })));
    const disagreements = verdicts.filter((verdict) => verdict.zod !== verdict.yup);
    expect(disagreements).toEqual([]);
    // The table must hold both verdicts for this field, or agreeing proves nothing.
    expect(verdicts.some((verdict) => verdict.zod === undefined)).toBe(true);
    expect(verdicts.some((verdict) => verdict.zod !== undefined)).toBe(true);
  });
});

describe('the terms URL rule', () => {
  const termsUrl = (value: string) => zodVerdict(addonPatchSchema, { provider_terms_url: value }, ['provider_terms_url']);

  it('accepts https URLs with a dotted host, unicode included', () => {
    for (const good of ['https://acme.test/terms', 'https://acme.test:8443/terms?lang=en#top', 'https://bücher.de/agb']) {
      expect(termsUrl(good), good).toBeUndefined();
    }
  });

  it('refuses plain http (issue 22: every linked URL is https), other schemes, missing hosts and hosts without a dot', () => {
    for (const bad of ['http://acme.test', 'javascript:alert(1)', 'http://', 'ftp://x.y', 'https://x', 'acme.test', 'https://acme..test', 'mailto:legal@acme.test']) {
      expect(termsUrl(bad), bad).toBe('must be an https:// address');
    }
  });
});
