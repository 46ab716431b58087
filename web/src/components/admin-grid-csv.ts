import type { GridCsvExportOptions } from '@mui/x-data-grid';

/**
 * The admin grids' CSV export: every column, UTF-8 with a BOM (so a
 * spreadsheet reads "Zürich" right), and cells a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, CR at the start: OWASP CSV injection)
 * escaped. Company names and e-mail addresses come from partners, so the
 * escaping must never be turned off; admin-grid-csv.test.ts holds it.
 */
export function adminGridCsvOptions(fileName: string) {
  return { fileName, escapeFormulas: true, utf8WithBom: true, allColumns: true } as const satisfies GridCsvExportOptions;
}
