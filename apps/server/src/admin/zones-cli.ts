import { readFile, writeFile } from 'node:fs/promises'
import {
  type DeliveryZone,
  DeliveryZones,
  formatNaira,
  NIGERIAN_STATES,
  type NigerianState,
  notNaira,
  readNumber,
  zoneText,
} from '@adire/contract'
import { problemText, readCsv } from '../csv/read.ts'
import { writeCsv } from '../csv/write.ts'
import { FieldRefused } from '../http/errors.ts'
import type { Services } from '../services.ts'

/*
 * `npm run admin -- zones …` (docs/product.md §11.7): the store's delivery zones from and to a
 * CSV of `zone,states,fee,estimate`, a row per zone. The states of a zone share one cell,
 * separated by commas (quote the cell), semicolons or bars; a fee is read as a product's price is
 * (the contract's typed-number.ts). An import replaces every zone, all or none, through the settings' own rules,
 * and is recorded as the command line's change.
 */

/** The CSV's columns, in this order on export; an import finds them by name. */
export const ZONE_CSV_COLUMNS = ['zone', 'states', 'fee', 'estimate'] as const
type Column = (typeof ZONE_CSV_COLUMNS)[number]

/** Names owners also write for a state. */
const STATE_ALIASES: Record<string, NigerianState> = {
  fct: 'Federal Capital Territory',
  abuja: 'Federal Capital Territory',
  'akwa-ibom': 'Akwa Ibom',
  'cross-river': 'Cross River',
  nassarawa: 'Nasarawa',
}

const stateNamed = (typed: string): NigerianState | undefined => {
  const wanted = typed.trim().toLowerCase().replace(/\s+/g, ' ')
  return (
    NIGERIAN_STATES.find((state) => state.toLowerCase() === wanted) ??
    STATE_ALIASES[wanted.replace(/ /g, '-')] ??
    STATE_ALIASES[wanted]
  )
}

/**
 * The zones a CSV text describes, judged by the settings' rules; a refusal names the line of
 * the zone it is about, and the column when it is one cell's.
 */
export function parseZonesCsv(text: string): DeliveryZone[] {
  const { rows, problems } = readCsv(text, { columns: ZONE_CSV_COLUMNS })
  if (problems.length > 0) throw new Error(problems.map(problemText).join('\n'))
  const zones = rows.map(({ line, cells }) => {
    const refuse = (column: Column, message: string) => {
      throw new Error(problemText({ line, column, message }))
    }
    const states = (cells.states ?? '')
      .split(/[,;|]/)
      .map((typed) => typed.trim())
      .filter(Boolean)
      .map(
        (typed) => stateNamed(typed) ?? refuse('states', `${typed} is not one of Nigeria’s states`),
      )
    const cell = (column: Column) => cells[column]?.trim() ?? ''
    // A cell that is no number at all is named as typed; the fee's own rule judges the rest.
    if (readNumber(cell('fee'), 'naira').problem === 'format') refuse('fee', notNaira(cell('fee')))
    return { name: cell('zone'), states, fee: cell('fee'), estimate: cell('estimate') }
  })
  const checked = DeliveryZones.safeParse(zones)
  if (checked.success) return checked.data
  const [issue] = checked.error.issues
  const [index] = issue?.path ?? []
  const row = typeof index === 'number' ? rows[index] : undefined
  throw new Error(row ? `line ${row.line}: ${issue?.message}` : issue?.message)
}

/** The zones as the command line lists them: a line each, or that there are none. */
export function zonesText(zones: readonly DeliveryZone[], deliveryFee: number): string {
  if (zones.length === 0) {
    return `No delivery zones: every order pays the delivery fee, ${formatNaira(deliveryFee)}.`
  }
  return zones.map(zoneText).join('\n')
}

/** `zones`, `zones export [FILE]` and `zones import FILE` (FILE absolute by now). */
export async function zonesCommand(
  args: string[],
  services: Services,
  usage: () => Error,
): Promise<string> {
  const settings = services.storeSettings
  const [action, file, ...extra] = args
  if (extra.length > 0) throw usage()
  if (action === undefined) {
    const { deliveryZones, deliveryFee } = await settings.refresh()
    return zonesText(deliveryZones, deliveryFee)
  }
  if (action === 'export') {
    const { deliveryZones } = await settings.refresh()
    const csv = writeCsv([
      [...ZONE_CSV_COLUMNS],
      ...deliveryZones.map((zone) => [
        zone.name,
        zone.states.join(', '),
        String(zone.fee),
        zone.estimate,
      ]),
    ])
    if (!file) return csv.trimEnd()
    await writeFile(file, csv)
    return `Exported ${deliveryZones.length} delivery zones to ${file}`
  }
  if (action !== 'import' || !file) throw usage()
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Cannot read ${file}`)
  })
  const zones = parseZonesCsv(text)
  try {
    const changed = await settings.change({ deliveryZones: zones }, 'command line')
    return `Imported ${changed.deliveryZones.length} delivery zones:\n${zonesText(changed.deliveryZones, changed.deliveryFee)}`
  } catch (error) {
    if (error instanceof FieldRefused) throw new Error(error.message)
    throw error
  }
}
