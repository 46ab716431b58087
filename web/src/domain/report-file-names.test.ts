import { describe, expect, it } from 'vitest';
import { companyFilePart, statementFileName, statementListFileName } from './report-file-names';

const NOV_28 = new Date('2026-11-28T12:00:00Z');
const DEC_1 = new Date('2026-12-01T00:00:00Z');
const months = (count: number) => Array.from({ length: count }, (_unused, index) => new Date(Date.UTC(2025, 11 + index, 1)).toISOString());

describe('report files are named after the company and the period (issue 31 item 11)', () => {
  it.each([
    ['Acme Data', 'acme-data'],
    ['  Müller & Söhne GmbH ', 'muller-sohne-gmbh'],
    ['Ōkami 株式会社', 'okami-株式会社'],
    ['../../etc', 'etc'],
    ['!!!', 'company'],
  ])('%j → %j', (name, part) => {
    expect(companyFilePart(name)).toBe(part);
  });

  it('a closed month is named plainly, a month in progress is marked provisional', () => {
    expect(statementFileName('Acme Data', '2026-10-01T00:00:00Z', 'pdf', NOV_28)).toBe('acme-data-statement-2026-10.pdf');
    expect(statementFileName('Acme Data', '2026-11-01T00:00:00Z', 'csv', NOV_28)).toBe('acme-data-statement-2026-11-provisional.csv');
    expect(statementFileName('Acme Data', '2026-11-01T00:00:00Z', 'csv', DEC_1)).toBe('acme-data-statement-2026-11.csv');
  });

  it('the exported list names the months it spans, whatever their order, never the add-on', () => {
    expect(statementListFileName('Acme Data', months(12).reverse(), NOV_28)).toBe('acme-data-statements-2025-12-to-2026-11-provisional.csv');
    expect(statementListFileName('Acme Data', months(12), DEC_1)).toBe('acme-data-statements-2025-12-to-2026-11.csv');
    expect(statementListFileName('Acme Data', months(1), NOV_28)).toBe('acme-data-statements-2025-12.csv');
    expect(() => statementListFileName('Acme Data', [], NOV_28)).toThrow(RangeError);
  });
});
