import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { type CsvRow, problemText, readCsv, readCsvStream } from './read.ts'
import { writeCsv } from './write.ts'

const COLUMNS = { columns: ['name', 'note', 'fee'] as const, optional: ['fee'] as const }

const problemsOf = (text: string) => readCsv(text, COLUMNS).problems.map(problemText)

describe('reading a CSV', () => {
  it('names each row by the line it starts on, whatever the line breaks and blank lines', () => {
    const text = [
      '\ufeffName,Note,Fee\r\n',
      'Ada,"two\r\nlines",1\r\n',
      '\r\n',
      'Bisi,"three\nlines\nhere",2\n',
      ',,\n',
      'Chidi,plain,3\r',
      'Dayo,"last",',
    ].join('')
    const { rows, problems } = readCsv(text, COLUMNS)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { line: 2, cells: { name: 'Ada', note: 'two\r\nlines', fee: '1' } },
      { line: 5, cells: { name: 'Bisi', note: 'three\nlines\nhere', fee: '2' } },
      { line: 9, cells: { name: 'Chidi', note: 'plain', fee: '3' } },
      { line: 10, cells: { name: 'Dayo', note: 'last', fee: '' } },
    ])
  })

  it('leaves out an optional column the file does not have', () => {
    expect(readCsv('name,note\nAda,hi\n', COLUMNS).rows).toEqual([
      { line: 2, cells: { name: 'Ada', note: 'hi' } },
    ])
  })

  it('refuses a row with more or fewer cells than the first line has columns', () => {
    expect(problemsOf('name,note,fee\nAda,"a, b",3,500\nBisi,hi\nChidi,hi,2\n')).toEqual([
      'line 2, column 4: 4 cells where the first line names 3 columns. A cell with a comma in it, like "3,500", must be in double quotes',
      'line 3, column fee: 2 cells where the first line names 3 columns. A cell with a comma in it, like "3,500", must be in double quotes',
    ])
  })

  it('refuses a first line with a column unknown, unnamed, named twice or missing, and reads no row', () => {
    const { rows, problems } = readCsv('Name,notes,,NAME\nAda,hi,,Ada\n', COLUMNS)
    expect(rows).toEqual([])
    expect(problems.map(problemText)).toEqual([
      'line 1, column notes: there is no such column. The columns are name,note,fee.',
      'line 1, column 3: this column has no name: name it or delete it. The columns are name,note,fee.',
      'line 1, column name: the column is named twice (columns 1 and 4)',
      'line 1: the column(s) note are missing. The columns are name,note,fee.',
    ])
    expect(problemsOf('\n\n')).toEqual([
      'line 1: the file is empty: export first to see the columns, name,note,fee',
    ])
  })

  it('names the line and the column of a quote out of place', () => {
    expect(problemsOf('name,note\nAda,"hi\r\nthere"\nBisi,5" brim\n')).toEqual([
      'line 4, column note: a quote in a cell that does not start with one. Put the whole cell in quotes and write the quote twice, like "5"" brim"',
    ])
    expect(problemsOf('name,note\nAda,"hi" there\n')).toEqual([
      'line 2, column note: text after the quote that closes this cell. Inside a quoted cell a quote is written twice, like "5"" brim"',
    ])
    expect(problemsOf('name,note\nAda,hi\nBisi,"never\nclosed\n')).toEqual([
      'line 3, column note: a quote opens this cell and never closes it. Inside a quoted cell a quote is written twice, like "5"" brim"',
    ])
  })
})

describe('cells that read like formulas (issue 42, D7)', () => {
  const hostile = [
    '=HYPERLINK("https://evil.test","Click")',
    '+2348031234567',
    '-2+3',
    '@SUM(A1:A9)',
    '\tindented',
    '\rcarriage',
    '\uFF1Dfull-width',
    "'=already quoted",
    "''@twice",
    "'just a quote",
    ' spaced ',
    'a, "quoted"\r\nline',
    '',
    'plain',
  ]

  it('are written with a quote before them, so that a spreadsheet shows them as text', () => {
    // Read by a plain CSV reader, as a spreadsheet would before it looks at the cells.
    const cells = (parse(writeCsv(hostile.map((cell) => [cell]))) as string[][]).map(
      ([cell]) => cell,
    )
    expect(cells).toEqual([
      `'=HYPERLINK("https://evil.test","Click")`,
      "'+2348031234567",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tindented",
      "'\rcarriage",
      "'\uFF1Dfull-width",
      "''=already quoted",
      "'''@twice",
      "'just a quote",
      ' spaced ',
      'a, "quoted"\r\nline',
      '',
      'plain',
    ])
  })

  it('are read back as they were written', () => {
    const text = writeCsv([['name', 'note'], ...hostile.map((cell, index) => [`${index}`, cell])])
    const { rows, problems } = readCsv(text, COLUMNS)
    expect(problems).toEqual([])
    expect(rows.map((row) => row.cells.note)).toEqual(hostile)
  })
})

describe('reading a CSV as it streams in (issue 42, D4)', () => {
  /** The text a chunk of `size` bytes at a time, as a file streams in. */
  async function* chunks(text: string, size: number) {
    const bytes = Buffer.from(text)
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
  }

  it.each([
    [
      'line breaks of every kind, a BOM and blank rows',
      '\ufeffName,Note,Fee\r\nAda,"two\r\nlines",1\r\n\r\nBisi,"three\nlines\nhere",2\n,,\nChidi,plain,3\rDayo,"last",',
    ],
    ['cells too many and too few', 'name,note,fee\nAda,"a, b",3,500\nBisi,hi\nChidi,hi,2\n'],
    ['a first line with problems', 'Name,notes,,NAME\nAda,hi,,Ada\n'],
    ['a quote out of place', 'name,note\nAda,"hi\r\nthere"\nBisi,5" brim\n'],
    ['a quote never closed', 'name,note\nAda,hi\nBisi,"never\nclosed\n'],
    ['nothing', '\n\n'],
  ])('gives the rows and problems of the whole file, whatever its chunks: %s', async (_, text) => {
    const whole = readCsv(text, COLUMNS)
    for (const size of [1, 2, 3, 7, 64 * 1024]) {
      const rows: CsvRow<(typeof COLUMNS.columns)[number]>[] = []
      const problems = await readCsvStream(chunks(text, size), COLUMNS, (row) => {
        rows.push(row)
      })
      expect(problems).toEqual(whole.problems)
      // Where a quote out of place stops the parser, the rows before it were already handed
      // over (the import is refused all the same); elsewhere the rows are the whole file's.
      const quoteAt = problems.find(({ message }) => /^(a quote|text after)/.test(message))?.line
      if (quoteAt === undefined) expect(rows).toEqual(whole.rows)
      else expect(rows.every((row) => row.line < quoteAt)).toBe(true)
    }
  })

  it('stops reading when a row is refused, such as one past the rows an import takes', async () => {
    const text = `name,note\n${Array.from({ length: 50 }, (_, n) => `Row ${n},x`).join('\n')}\n`
    let read = 0
    const stopped = readCsvStream(chunks(text, 16), COLUMNS, () => {
      read += 1
      if (read > 10) throw new Error('too many rows')
    })
    await expect(stopped).rejects.toThrow('too many rows')
    expect(read).toBe(11)
  })
})
