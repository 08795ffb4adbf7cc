import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Area, BenchOptions } from './args.ts'
import type { MachineInfo } from './machine.ts'

export interface Target {
  op: '<=' | '>=' | '='
  value: number
}

/** One measured figure. Without a target it is reported for information only. */
export interface Row {
  area: Area
  figure: string
  page: string
  /** null when the figure could not be measured (counts as a failure if it has a target). */
  value: number | null
  unit: string
  digits: number
  target?: Target
  /** false: the target is shown for comparison but does not count as a pass or fail. */
  enforced?: boolean
}

export interface ResultRow extends Row {
  /** null for information-only figures. */
  pass: boolean | null
  /** Whether the value meets its target, also for targets that are not enforced. */
  withinTarget: boolean | null
}

/** The value of `figure` for `page` among `rows`, or null. */
export const figureOf = (rows: readonly Row[], page: string, figure: string) =>
  rows.find((row) => row.page === page && row.figure === figure)?.value ?? null

export interface AreaResult {
  rows: Row[]
  /** Lines printed under the table (failing audits, caveats). */
  notes: string[]
  /** Raw measurements kept in the JSON file for later analysis. */
  details: unknown
}

export interface BenchResults {
  startedAt: string
  finishedAt: string
  durationSeconds: number
  machine: MachineInfo
  options: BenchOptions
  rows: ResultRow[]
  notes: Partial<Record<Area, string[]>>
  details: Partial<Record<Area, unknown>>
  /** Areas measured again because the shared machine got in the way, and why. */
  retries: string[]
}

function meetsTarget(row: Row): boolean | null {
  if (!row.target) return null
  if (row.value === null) return false
  // Compare at the precision shown, so a printed "0.02" never fails a "<= 0.02" target.
  const shown = Number(row.value.toFixed(row.digits))
  const { op, value } = row.target
  return op === '<=' ? shown <= value : op === '>=' ? shown >= value : shown === value
}

export function judge(row: Row): ResultRow {
  const withinTarget = meetsTarget(row)
  return { ...row, withinTarget, pass: row.enforced === false ? null : withinTarget }
}

function formatNumber(value: number, digits: number): string {
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

function withUnit(text: string, unit: string): string {
  return unit ? `${text} ${unit}` : text
}

export function formatValue(row: Row): string {
  return row.value === null ? 'n/a' : withUnit(formatNumber(row.value, row.digits), row.unit)
}

export function formatTarget(row: Row): string {
  if (!row.target) return '-'
  return `${row.target.op} ${withUnit(String(row.target.value), row.unit)}`
}

// Colour only for a person at a terminal; files, pipes and CI logs get plain text.
const useColour = process.stdout.isTTY === true && !process.env.NO_COLOR
const paint = (code: number, text: string) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text)

function formatPass(row: ResultRow): string {
  if (row.pass === null) {
    if (row.withinTarget === null) return 'info'
    return row.withinTarget ? 'info (within)' : 'info (over)'
  }
  return row.pass ? 'pass' : 'FAIL'
}

export function renderTable(rows: ResultRow[]): string {
  const header = ['area', 'figure', 'page', 'value', 'target', 'pass']
  const body = rows.map((row) => [
    row.area,
    row.figure,
    row.page,
    formatValue(row),
    formatTarget(row),
    formatPass(row),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  )
  const line = (cells: string[], pass: boolean | null = null) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0
        if (column === cells.length - 1) {
          // The last column is not padded, so colour codes cannot upset the alignment.
          return pass === null ? cell : paint(pass ? 32 : 31, cell)
        }
        // Numbers read best right-aligned.
        return column === 3 || column === 4 ? cell.padStart(width) : cell.padEnd(width)
      })
      .join(' | ')
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-')
  return [line(header), rule, ...body.map((cells, i) => line(cells, rows[i]?.pass))].join('\n')
}

export function renderReport(results: BenchResults): string {
  const failed = results.rows.filter((row) => row.pass === false).length
  const judged = results.rows.filter((row) => row.pass !== null).length
  const parts = [
    `Adire benchmark, ${results.startedAt} (${results.durationSeconds} s)`,
    `Machine: ${results.machine.cpus} CPU (${results.machine.cpuModel}), Node ${results.machine.node}, ${results.machine.chromium}`,
    '',
    renderTable(results.rows),
    '',
    `${judged - failed} of ${judged} targets met${failed > 0 ? `, ${failed} missed` : ''}.`,
  ]
  if (results.retries.length > 0) {
    parts.push('', 'Measured again:', ...results.retries.map((retry) => `  ${retry}`))
  }
  for (const [area, notes] of Object.entries(results.notes)) {
    if (!notes || notes.length === 0) continue
    parts.push('', `Notes (${area}):`, ...notes.map((note) => `  ${note}`))
  }
  return `${parts.join('\n')}\n`
}

/** Writes `<dir>/<ISO date-time>.json` and `<dir>/latest.json`; returns the dated file's path. */
export function writeResults(dir: string, results: BenchResults): string {
  mkdirSync(dir, { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  // Colons are not allowed in file names everywhere (Windows, some archivers).
  const file = path.join(dir, `${results.startedAt.replaceAll(':', '-')}.json`)
  writeFileSync(file, json)
  writeFileSync(path.join(dir, 'latest.json'), json)
  return file
}
