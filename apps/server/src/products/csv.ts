/*
 * CSV as spreadsheets write and read it (RFC 4180): fields separated by commas, quoted when they
 * hold a comma, a quote or a line break, quotes doubled inside quotes. Each record keeps the
 * line it starts on, so an import's errors can name it.
 */

/** One record of a CSV text, and the line (from 1) it starts on. */
export interface CsvRecord {
  line: number
  fields: string[]
}

/** Thrown for a text that is not CSV: a quote left open. */
export class CsvSyntaxError extends Error {}

/** The records of `text` (a byte-order mark and a last line break are allowed; blank lines are skipped). */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line += 1
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
    } else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      endRecord()
      line += 1
      recordLine = line
    } else {
      field += char
    }
  }
  if (quoted) throw new CsvSyntaxError(`line ${recordLine}: a quoted field is never closed`)
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

/** One field as CSV: quoted only when it must be. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

/** Records as CSV text, a line each (CRLF, as RFC 4180 and spreadsheets write it). */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}
