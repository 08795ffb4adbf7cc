import { stringify } from 'csv-stringify/sync'
import { quoteQuotedFormula } from './formulas.ts'

/**
 * Rows as CSV text, a line each (CRLF, as RFC 4180 and spreadsheets write it). A cell is quoted
 * when it holds a comma, a quote or a line break, and also when it starts or ends with a space,
 * which some spreadsheets drop from an unquoted cell. A cell that starts like a formula is
 * written as text (formulas.ts).
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: 'windows',
      // Set apart from `record_delimiter`, which would otherwise let a lone \n go unquoted.
      quote_record_delimiter: true,
      quoted_match: /^\s|\s$/,
      escape_formulas: true,
      cast: { string: quoteQuotedFormula },
    },
  )
}
