/*
 * A cell that starts like a formula (=, +, -, @, a tab or a carriage return, as OWASP lists them,
 * and their full-width forms) runs as one when the export is opened in a spreadsheet. The export
 * writes such a cell with a single quote before it, which spreadsheets take as "this is text" and
 * csv-stringify's `escape_formulas` adds; the import takes that quote off again, so that a
 * round trip gives back what was written. A cell already starting with quotes before a formula's
 * first character gets one more, so that taking one off on import is always right.
 */

/** The first characters csv-stringify's `escape_formulas` quotes. */
const FORMULA_START = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]'
const QUOTED_FORMULA = new RegExp(`^'+${FORMULA_START}`)

/** A value about to be written: one more quote if it already has quotes before a formula. */
export function quoteQuotedFormula(value: string): string {
  return QUOTED_FORMULA.test(value) ? `'${value}` : value
}

/** A cell as read: the quote the export put before a formula taken off. */
export function unquoteFormula(cell: string): string {
  return QUOTED_FORMULA.test(cell) ? cell.slice(1) : cell
}
