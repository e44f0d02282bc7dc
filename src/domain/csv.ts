/**
 * CSV as Excel in Brazil opens it with a double click: `;` between fields (its list separator,
 * since `,` is the decimal comma), CRLF between records, and a UTF-8 byte order mark so accented
 * letters are read as UTF-8 rather than Windows-1252.
 */

export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'
export const CSV_BOM = '\uFEFF'

/**
 * A cell starting with one of these is read as a formula by Excel, LibreOffice and Google Sheets
 * (`=HYPERLINK(...)`, `+cmd|...`, `-2+3`, `@SUM(...)`; TAB and CR are trimmed before the check by
 * some of them). OWASP's CSV injection guidance: prefix such a cell with a single quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** Fields holding the separator, a quote or a line break are quoted, quotes doubled (RFC 4180). */
const NEEDS_QUOTES = /[;"\r\n]/

/** One cell as it goes in the file: inert when it could start a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

/** The whole file: BOM, then one CRLF-terminated record per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END).join('')
}
