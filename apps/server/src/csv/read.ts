import { Parser } from 'csv-parse'
import { CsvError, type CsvErrorCode, parse } from 'csv-parse/sync'
import { unquoteFormula } from './formulas.ts'

/*
 * A CSV the store team wrote or exported, read as spreadsheets write it (RFC 4180): csv-parse
 * reads the quoting, and each row is matched to the columns its first line names. Nothing is
 * guessed. A row with more or fewer cells than the first line has columns, a column the import
 * does not know and a column named twice are refused with their line and column, so an unquoted
 * comma (3,500) never moves a value into the next column and a misspelt column (stok) is never
 * dropped without a word.
 */

/** What is wrong in a CSV, and where: the line (from 1) and, when there is one, the column. */
export interface CsvProblem {
  line: number
  column?: string
  message: string
}

/** A problem as the store team reads it: `line 4, column fee: …`. */
export function problemText({ line, column, message }: CsvProblem): string {
  return `line ${line}${column === undefined ? '' : `, column ${column}`}: ${message}`
}

/** One row: the line it starts on, and its cells by column (none for a column the file lacks). */
export interface CsvRow<Column extends string> {
  line: number
  cells: Partial<Record<Column, string>>
}

/** The columns of a CSV, in the order an export writes them, and those an import may lack. */
export interface CsvColumns<Column extends string> {
  columns: readonly Column[]
  optional?: readonly Column[]
}

/** The rows read, and the problems of the others; no row at all when the first line is wrong. */
export interface CsvTable<Column extends string> {
  rows: CsvRow<Column>[]
  problems: CsvProblem[]
}

/** What the parser's refusals mean, in the store team's words. */
const SYNTAX_PROBLEMS: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED:
    'a quote opens this cell and never closes it. Inside a quoted cell a quote is written twice, like "5"" brim"',
  INVALID_OPENING_QUOTE:
    'a quote in a cell that does not start with one. Put the whole cell in quotes and write the quote twice, like "5"" brim"',
  CSV_INVALID_CLOSING_QUOTE:
    'text after the quote that closes this cell. Inside a quoted cell a quote is written twice, like "5"" brim"',
}

/** How csv-parse reads the store's CSVs, whole or as a stream. */
const PARSE_OPTIONS = {
  bom: true,
  // Each line break an editor may write, even mixed in one file: by default csv-parse takes
  // the first line's for the whole file, and reads the others as part of a cell.
  record_delimiter: ['\r\n', '\n', '\r'],
  // Counted below instead, to name the row's line and column.
  relax_column_count: true,
}

/**
 * The rows of a CSV with the given columns. Blank lines, and rows whose every cell is empty (a
 * spreadsheet's empty rows), are skipped; the quote an export puts before a formula is taken
 * off (formulas.ts).
 */
export function readCsv<Column extends string>(
  input: string | Uint8Array,
  expected: CsvColumns<Column>,
): CsvTable<Column> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input
  const lines = new LineCounter()
  lines.add(bytes)
  const table = new TableReader(expected)
  const rows: CsvRow<Column>[] = []
  let start = 0
  try {
    parse(bytes, {
      ...PARSE_OPTIONS,
      on_record: (cells, { bytes: end }) => {
        // csv-parse's own line count takes a CRLF inside a quoted cell for two lines.
        const row = table.record(lines.at(start), cells)
        if (row) rows.push(row)
        start = end
        return null
      },
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    return { rows: [], problems: [table.syntaxProblem(error, lines.at(start))] }
  }
  return { rows, problems: table.end() }
}

/**
 * A CSV read as it streams in (a products import of thousands of rows): the same rows and
 * problems as `readCsv`, but each row is handed to `onRow` as soon as it is read, so that the
 * file is never held whole, and the reader may stop early (by throwing from `onRow`). Answers
 * the file's problems: its first line's, each row's count of cells, or a quote out of place
 * (after which nothing more is read).
 */
export async function readCsvStream<Column extends string>(
  source: AsyncIterable<Uint8Array>,
  expected: CsvColumns<Column>,
  onRow: (row: CsvRow<Column>) => void | Promise<void>,
): Promise<CsvProblem[]> {
  const lines = new LineCounter()
  const table = new TableReader(expected)
  let start = 0
  let read: CsvRow<Column>[] = []
  const parser = new Parser({
    ...PARSE_OPTIONS,
    on_record: (cells: string[], { bytes: end }: { bytes: number }) => {
      const row = table.record(lines.at(start), cells)
      if (row) read.push(row)
      start = end
      return null
    },
  })
  // Rows are parsed as each chunk is written (the parser pushes nothing on), and handed over
  // before the next chunk is read.
  let failure: unknown
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.resume()
  const handOver = async () => {
    const rows = read
    read = []
    for (const row of rows) await onRow(row)
  }
  const write = (chunk?: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (chunk) parser.write(chunk, () => resolve())
      else parser.end(() => resolve())
    })
  try {
    for await (const chunk of source) {
      lines.add(chunk)
      await write(chunk)
      if (failure) break
      await handOver()
    }
    if (!failure) await write()
  } catch (error) {
    failure ??= error
  }
  if (failure instanceof CsvError) return [table.syntaxProblem(failure, lines.at(start))]
  if (failure) throw failure
  await handOver()
  return table.end()
}

/**
 * Matches each record of a CSV to the columns its first line names: the first line is checked,
 * then each row's count of cells. A first line with a problem reads no row.
 */
class TableReader<Column extends string> {
  #names: string[] | undefined
  #rawHeader: string[] | undefined
  #headerRefused = false
  readonly #problems: CsvProblem[] = []

  constructor(private readonly expected: CsvColumns<Column>) {}

  /** A record on `line`: the row it is, or undefined (the first line, an empty row, a problem). */
  record(line: number, cells: string[]): CsvRow<Column> | undefined {
    if (isEmpty(cells)) return undefined
    const names = this.#names
    if (!names) {
      this.#rawHeader = cells
      this.#names = cells.map(columnName)
      this.#problems.push(...headerProblems(line, this.#names, this.expected))
      this.#headerRefused = this.#problems.length > 0
      return undefined
    }
    if (this.#headerRefused) return undefined
    if (cells.length === names.length) {
      const pairs = names.map((name, index) => [name, unquoteFormula(cells[index] ?? '')])
      return { line, cells: Object.fromEntries(pairs) }
    }
    // The first column the row lacks, or the first cell past the last column.
    const column = names[cells.length] ?? String(names.length + 1)
    const message = `${cells.length} cells where the first line names ${names.length} columns. A cell with a comma in it, like "3,500", must be in double quotes`
    this.#problems.push({ line, column, message })
    return undefined
  }

  /** The problems found, once every record is read (an empty file is one). */
  end(): CsvProblem[] {
    if (!this.#names) {
      const columns = this.expected.columns.join(',')
      return [
        { line: 1, message: `the file is empty: export first to see the columns, ${columns}` },
      ]
    }
    return this.#problems
  }

  /** A parser's refusal, at the line the row starts on and in the column it was reading. */
  syntaxProblem(error: CsvError, line: number): CsvProblem {
    return syntaxProblem(error, line, this.#rawHeader)
  }
}

const columnName = (typed: string) => typed.trim().toLowerCase()

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '')

/** The first line's problems: a column unknown, unnamed or named twice, or one missing. */
function headerProblems<Column extends string>(
  line: number,
  names: readonly string[],
  { columns, optional = [] }: CsvColumns<Column>,
): CsvProblem[] {
  const known: readonly string[] = columns
  const theColumns = `The columns are ${columns.join(',')}.`
  const problems: CsvProblem[] = []
  names.forEach((name, index) => {
    const first = names.indexOf(name)
    if (name === '') {
      const message = `this column has no name: name it or delete it. ${theColumns}`
      problems.push({ line, column: String(index + 1), message })
    } else if (!known.includes(name)) {
      problems.push({ line, column: name, message: `there is no such column. ${theColumns}` })
    } else if (first !== index) {
      const message = `the column is named twice (columns ${first + 1} and ${index + 1})`
      problems.push({ line, column: name, message })
    }
  })
  const missing = columns.filter((column) => !names.includes(column) && !optional.includes(column))
  if (missing.length > 0) {
    const message = `the column(s) ${missing.join(', ')} are missing. ${theColumns}`
    problems.push({ line, message })
  }
  return problems
}

/** A parser's refusal, at the line the row starts on and in the column it was reading. */
function syntaxProblem(error: CsvError, line: number, header?: string[]): CsvProblem {
  const index = typeof error.column === 'number' ? error.column : undefined
  // Once the first line is read, the row that fails is one below it.
  const named = header && index !== undefined ? header[index] : undefined
  const column = named ? columnName(named) : index === undefined ? undefined : String(index + 1)
  const message =
    SYNTAX_PROBLEMS[error.code] ?? `this is not CSV as spreadsheets write it (${error.message})`
  return { line, column, message }
}

/**
 * The line (from 1) at each byte offset asked for, offsets asked in order, over bytes added a
 * chunk at a time: a CRLF, a lone LF and a lone CR each end a line. Chunks counted past are let
 * go, so a streamed file is never held whole.
 */
class LineCounter {
  #chunks: Uint8Array[] = []
  /** The offset of the first chunk kept. */
  #base = 0
  #counted = 0
  #line = 1

  add(chunk: Uint8Array) {
    this.#chunks.push(chunk)
  }

  at(offset: number): number {
    while (this.#counted < offset) {
      const byte = this.#byte(this.#counted)
      if (byte === undefined) break
      // A CR at the very end of what has come is taken as a line's end: the parser has ended
      // its record there.
      if (byte === 0x0a || (byte === 0x0d && this.#byte(this.#counted + 1) !== 0x0a)) {
        this.#line += 1
      }
      this.#counted += 1
    }
    return this.#line
  }

  #byte(offset: number): number | undefined {
    let at = offset - this.#base
    for (const [index, chunk] of this.#chunks.entries()) {
      if (at < chunk.byteLength) {
        // Chunks wholly before the one being counted are not needed again.
        if (index > 0 && offset === this.#counted) {
          for (const gone of this.#chunks.splice(0, index)) this.#base += gone.byteLength
        }
        return chunk[at]
      }
      at -= chunk.byteLength
    }
    return undefined
  }
}
