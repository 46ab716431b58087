import { describe, expect, it } from 'vitest';
import { countSentence } from './count-sentence';

describe('countSentence', () => {
  it.each<[number, string]>([
    [0, '0 companies with a beta or GA add-on'],
    [1, '1 company with a beta or GA add-on'],
    [2, '2 companies with a beta or GA add-on'],
    [10_000, '10,000 companies with a beta or GA add-on'],
  ])('%i', (count, expected) => {
    expect(countSentence(count, 'company', 'companies', 'with a beta or GA add-on')).toBe(expected);
  });

  it('needs no rest', () => {
    expect(countSentence(3, 'user', 'users')).toBe('3 users');
  });
});
