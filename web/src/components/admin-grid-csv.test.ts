import type { GridCellParams } from '@mui/x-data-grid';
import { serializeCellValue } from '@mui/x-data-grid/internals';
import { describe, expect, it } from 'vitest';
import { adminGridCsvOptions } from './admin-grid-csv';

/**
 * The admin grids' CSV escaping (issue 31 tests): the options AdminDataGrid
 * passes, run through the grid's own cell serializer, so turning escaping off
 * (or losing the options) fails here, not only in a story.
 */
const options = adminGridCsvOptions('companies');
const csvCell = (text: string) =>
  serializeCellValue({ value: text, formattedValue: text, colDef: { field: 'name', type: 'string' } } as unknown as GridCellParams, {
    csvOptions: { delimiter: ',', shouldAppendQuotes: true, escapeFormulas: options.escapeFormulas },
    ignoreValueFormatter: false,
  });

describe('the admin grid export escapes formulas', () => {
  it.each([
    ['=HYPERLINK("https://evil.test","Click")', `"'=HYPERLINK(""https://evil.test"",""Click"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('a cell starting %j is written as text', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it.each(['Acme Data', 'ops@acme.test', 'Solo Labs 2', 'a=b', 'Zürich'])('a safe cell %j is written as it is', (text) => {
    expect(csvCell(text)).toBe(text);
  });

  it('exports every column, with a BOM, under the given name', () => {
    expect(options).toEqual({ fileName: 'companies', escapeFormulas: true, utf8WithBom: true, allColumns: true });
  });
});
