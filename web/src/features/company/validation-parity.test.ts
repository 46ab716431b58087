/**
 * The company, supplier and company-user forms say what the server would say:
 * each value of one table goes to the contract's zod schema and to the form's
 * Yup schema of the same field; both must give the same verdict and message.
 */
import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import type { z } from 'zod';
import { companyPatchSchema, companyTextRules } from '../../api/company';
import { companyUserInputSchema, companyUserTextRules } from '../../api/company-users';
import type { TextRule } from '../../api/field-rules';
import { supplierVendorInputSchema, supplierVendorPatchSchema, supplierVendorTextRules } from '../../api/supplier-vendors';
import { companySchema } from './company-form';
import { companyUserSchema } from './company-user-form';
import { supplierSchema } from './supplier-form';
import { objectPair, type FieldPair } from '../../test-support/rule-parity';

const commonValues = [
  '',
  ' ',
  '  \t\n ',
  'a',
  'Acme Data',
  ' Acme Data, Inc. ',
  'Ünïcödé ✓',
  '😀',
  'partner@acme.test',
  ' partner@acme.test ',
  'Partner.Name+tag@acme-data.co.uk',
  'partner@acme',
  'partner@',
  '@acme.test',
  'partner acme@acme.test',
  'partner@@acme.test',
  'pärtner@acme.test',
  'partner@bücher.de',
  '+1 415 555 0134',
  '(030) 5555-0199',
  '415.555.0134',
  '12345',
  '123456',
  'call us',
  '+1 415 555 0134 ext',
  '++1 415',
  'V-100482',
  'PS-0019',
  'ACME DATA INC - SAN FRANCISCO',
];

function edgeValues(rule: TextRule): string[] {
  if (rule.max === undefined) return [];
  const max = rule.max;
  const email = (length: number) => `${'a'.repeat(length - 'x@acme.test'.length + 1)}@acme.test`;
  return ['x'.repeat(max - 1), 'x'.repeat(max), 'x'.repeat(max + 1), ` ${'x'.repeat(max)} `, 'é'.repeat(max + 1), email(max), email(max + 1)];
}

/** A field of an object form, judged as its wire field alone and as its form field alone. */
const pair = (label: string, rule: TextRule, zodSchema: z.ZodType, wire: string, yupSchema: yup.ObjectSchema<yup.AnyObject>, form: string, others = {}) =>
  objectPair(label, rule, zodSchema, wire, yupSchema, form, {}, others);

const companyFields = [
  ['name', 'name'],
  ['technical_contact_full_name', 'technicalContactFullName'],
  ['email_admin', 'emailAdmin'],
  ['billing_full_name', 'billingFullName'],
  ['billing_email', 'billingEmail'],
  ['phone', 'phone'],
  ['addr1', 'addr1'],
  ['addr2', 'addr2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zip'],
] as const;

const supplierFields = [
  ['vendor_id', 'vendorId'],
  ['paysite_id', 'paysiteId'],
  ['site_name', 'siteName'],
] as const;

const validSupplier = { vendor_id: 'V', paysite_id: 'P', site_name: 'S' };

const pairs: FieldPair[] = [
  ...companyFields.map(([wire, form]) => pair(`company ${form}`, companyTextRules[wire], companyPatchSchema, wire, companySchema, form)),
  ...supplierFields.flatMap(([wire, form]) => [
    pair(`new supplier ${form}`, supplierVendorTextRules[wire], supplierVendorInputSchema, wire, supplierSchema, form, validSupplier),
    pair(`supplier edit ${form}`, supplierVendorTextRules[wire], supplierVendorPatchSchema, wire, supplierSchema, form),
  ]),
  pair('company user e-mail', companyUserTextRules.email, companyUserInputSchema, 'email', companyUserSchema, 'email'),
];

describe.each(pairs)('$label: the form and the contract agree', (candidate) => {
  it('on every value of the table', async () => {
    const values = [...commonValues, ...edgeValues(candidate.rule)];
    const verdicts = await Promise.all(values.map(async (value) => ({ value, zod: candidate.zod(value), yup: await candidate.yup(value) })));
    expect(verdicts.filter((verdict) => verdict.zod !== verdict.yup)).toEqual([]);
    // The table must hold both verdicts for this field, or agreeing proves nothing.
    expect(verdicts.some((verdict) => verdict.zod === undefined)).toBe(true);
    expect(verdicts.some((verdict) => verdict.zod !== undefined)).toBe(true);
  });
});

describe('the company rules (spec §5)', () => {
  it('require the legal name, both contacts and the billing telephone; the address is optional', () => {
    const required = Object.entries(companyTextRules).filter(([, rule]) => rule.required).map(([field]) => field);
    expect(required.sort()).toEqual(['billing_email', 'billing_full_name', 'email_admin', 'name', 'phone', 'technical_contact_full_name']);
  });
});
