/**
 * Text written into a CSV that people open in a spreadsheet (issue 22).
 * Excel, LibreOffice and Google Sheets run a cell that starts with `=`, `+`,
 * `-` or `@` as a formula (and a leading tab or carriage return hides one), so
 * a partner who names a plan `=HYPERLINK("https://evil.example","Refund")`
 * would put a live link in an admin's statement. OWASP's fix: prefix such a
 * text cell with `'`, which the spreadsheet shows as text. Numbers are not
 * text: a refund's "-12.34" stays a number, so only text columns pass here.
 * (The admin tables export through MUI's DataGrid, `escapeFormulas`, the same rule.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
