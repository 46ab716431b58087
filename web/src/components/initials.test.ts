import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Priya Raman')).toBe('PR');
    expect(initialsOf('Hannah Maria Lindqvist')).toBe('HL');
  });
  it('takes one letter from a single name or an e-mail', () => {
    expect(initialsOf('alex')).toBe('A');
    expect(initialsOf('admin@platform.test')).toBe('A');
  });
  it('never returns nothing', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
