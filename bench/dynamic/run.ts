/** What one database's measurements share (measure.ts, discounts.ts). */
import type { Options } from 'autocannon'
import type { Row } from '../report.ts'
import type { Figures } from './figures.ts'
import type { Target } from './targets.ts'

export interface Measured {
  rows: Row[]
  details: unknown[]
  notes: string[]
}

/** What the measurements of one target share: where they write and how they load. */
export interface Run {
  target: Target
  seconds: number
  measured: Measured
  row: (figure: string, page: string, value: number, unit: string, digits: number) => Row
  load: (options: Options, expected: number) => Promise<Figures>
}
