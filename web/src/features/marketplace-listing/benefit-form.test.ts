import { describe, expect, it } from 'vitest';
import type { Benefit } from '../../api/benefits';
import { benefitChanges, benefitSchema, benefitValues, newBenefitInput } from './benefit-form';

const benefit: Benefit = {
  id: 'acme-postgres-b1',
  title: 'Point-in-time recovery',
  description: 'Restore to any second of the last 7 days.',
  position: 0,
};

async function problemsOf(values: unknown) {
  return benefitSchema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: { inner: { path: string; message: string }[] }) => error.inner.map(({ path, message }) => [path, message]));
}

describe('benefit form', () => {
  it('starts empty for a new benefit and from the record for an edit', () => {
    expect(benefitValues()).toEqual({ title: '', description: '' });
    expect(benefitValues(benefit)).toEqual({ title: benefit.title, description: benefit.description });
  });

  it('requires a title of at most 80 and a description of at most 500 characters, like the server', async () => {
    expect(await problemsOf({ title: '  ', description: '' })).toEqual([
      ['title', "can't be blank"],
      ['description', "can't be blank"],
    ]);
    expect(await problemsOf({ title: 'x'.repeat(81), description: 'y'.repeat(501) })).toEqual([
      ['title', 'is too long (at most 80 characters)'],
      ['description', 'is too long (at most 500 characters)'],
    ]);
    expect(await problemsOf({ title: ` ${'x'.repeat(80)} `, description: 'y'.repeat(500) })).toEqual([]);
  });

  it('sends a new benefit trimmed', () => {
    expect(newBenefitInput({ title: ' Backups ', description: ' Daily. ' })).toEqual({ title: 'Backups', description: 'Daily.' });
  });

  it('sends only the fields that changed, trimmed, and nothing when only whitespace was added', () => {
    expect(benefitChanges(benefit, { ...benefitValues(benefit), description: ' Restore to any second. ' })).toEqual({
      description: 'Restore to any second.',
    });
    expect(benefitChanges(benefit, { title: `${benefit.title}  `, description: benefit.description })).toEqual({});
  });
});

