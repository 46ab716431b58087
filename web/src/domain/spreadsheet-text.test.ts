import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text';

describe('spreadsheetText (OWASP CSV injection)', () => {
  it.each([
    '=HYPERLINK("https://evil.example","Refund")',
    '=1+1',
    '+1',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1',
    '\r=1',
    '=cmd|\' /C calc\'!A0',
  ])('%j becomes text', (value) => expect(spreadsheetText(value)).toBe(`'${value}`));

  it.each(['Acme Postgres', 'Standard 2', 'Standard "2", EU', '', ' =not first', "'quoted", '1-2'])('%j is left as it is', (value) =>
    expect(spreadsheetText(value)).toBe(value),
  );
});
