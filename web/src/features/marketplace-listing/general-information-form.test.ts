import { describe, expect, it } from 'vitest';
import type { Addon } from '../../api/addon';
import { generalInformationChanges, generalInformationSchema, initialValues } from './general-information-form';

const addon = {
  name: 'acme-postgres',
  displayName: 'Acme Postgres',
  summary: 'Managed PostgreSQL.',
  legalStatements: 'Terms apply.',
  providerTermsUrl: 'https://acme.test/terms',
  providerTermsUrlHidden: false,
  tags: 'postgres,sql',
} as Addon;

describe('general information form', () => {
  it('sends only what changed, trimmed, and an emptied terms URL as null', () => {
    const values = { ...initialValues(addon), summary: ' Managed PostgreSQL, now faster. ', providerTermsUrl: '' };
    expect(generalInformationChanges(addon, values)).toEqual({ summary: 'Managed PostgreSQL, now faster.', providerTermsUrl: null });
  });

  it('sends nothing when only whitespace was added', () => {
    expect(generalInformationChanges(addon, { ...initialValues(addon), displayName: 'Acme Postgres  ' })).toEqual({});
  });

  it('sends a newly chosen icon, and never the terms URL of an add-on that hides it', () => {
    const hidden = { ...addon, providerTermsUrlHidden: true };
    const values = { ...initialValues(hidden), providerTermsUrl: 'https://other.test', base64Icon: 'data:image/png;base64,AA==' };
    expect(generalInformationChanges(hidden, values)).toEqual({ base64Icon: 'data:image/png;base64,AA==' });
  });

  it('validates like the server: blank summary, bad name, bad URL', async () => {
    const errors = await generalInformationSchema
      .validate({ ...initialValues(addon), summary: ' ', name: 'Acme Postgres', providerTermsUrl: 'acme.test' }, { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) => error.inner.map(({ path, message }) => [path, message]));
    expect(errors).toEqual([
      ['name', 'must be 3–50 lower-case letters, digits or hyphens, starting with a letter'],
      ['summary', "can't be blank"],
      ['providerTermsUrl', 'must be an https:// address'],
    ]);
  });
});
