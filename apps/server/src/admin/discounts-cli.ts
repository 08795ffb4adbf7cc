import { readFile, writeFile } from 'node:fs/promises'
import {
  type AdminDiscount,
  DiscountCreateRequest,
  discountLabel,
  formatNaira,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { problemText, readCsv } from '../csv/read.ts'
import { writeCsv } from '../csv/write.ts'
import { FieldRefused } from '../http/errors.ts'
import type { Services } from '../services.ts'

/*
 * `npm run admin -- discounts …` (docs/product.md §11.14): the store's discount codes made,
 * listed, ended, and written to and read from a CSV, by the same rules as the Discounts screen,
 * each change recorded as the command line's.
 *
 *   discounts add CODE (--percent N | --amount NAIRA | --free-delivery) [--min NAIRA]
 *     [--uses N] [--per-customer N] [--starts DATE] [--ends DATE] [--new-customers]
 *   discounts [list]
 *   discounts end CODE
 *   discounts export [FILE]
 *   discounts import FILE
 */

/** The flags that take a value, and the request field each sets. */
const VALUE_FLAGS = {
  '--percent': 'percent',
  '--amount': 'amount',
  '--min': 'minItems',
  '--uses': 'maxUses',
  '--per-customer': 'perCustomer',
  '--starts': 'startsOn',
  '--ends': 'endsOn',
} as const

/** The CSV's columns, in this order on export; an import finds them by name. */
export const DISCOUNT_CSV_COLUMNS = [
  'code',
  'kind',
  'value',
  'minimum',
  'uses',
  'per_customer',
  'starts',
  'ends',
  'new_customers',
  'departments',
  'products',
  'state',
  'used',
  'given_away',
] as const
/** What an export adds for the reader, and an import ignores. */
const FIGURE_COLUMNS = ['state', 'used', 'given_away'] as const

/** A code as a line of `discounts list`. */
export function discountLine(d: AdminDiscount): string {
  const limits = [
    d.minItems !== null ? `items from ${formatNaira(d.minItems)}` : '',
    d.maxUses !== null ? `${d.uses} of ${d.maxUses} used` : `${d.uses} used`,
    d.held > 0 ? `${d.held} held` : '',
    d.perCustomer !== null ? `${d.perCustomer} per customer` : '',
    d.newCustomersOnly ? 'new customers only' : '',
    d.startsOn ? `from ${d.startsOn}` : '',
    d.endsOn ? `to ${d.endsOn}` : '',
    d.departments.length > 0 ? `for ${d.departments.join(', ')}` : '',
    d.productIds.length > 0 ? `for ${d.productIds.join(', ')}` : '',
  ].filter(Boolean)
  const given = `${formatNaira(d.givenAway)} given on ${formatNaira(d.sales)} of sales`
  return `${discountLabel(d)}, ${d.state}: ${limits.join(', ')}; ${given}`
}

/** A request checked by its schema, refused with the rule's own words. */
function checked(request: unknown, where = ''): DiscountCreateRequest {
  const parsed = DiscountCreateRequest.safeParse(request)
  if (parsed.success) return parsed.data
  throw new Error(`${where}${refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body).message}`)
}

/** `add CODE ...`'s words as a new code's request. */
function addRequest(args: string[], usage: () => Error): DiscountCreateRequest {
  const [code, ...flags] = args
  if (!code || code.startsWith('--')) throw usage()
  const request: Record<string, unknown> = { code }
  const kinds: string[] = []
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i] ?? ''
    if (flag === '--free-delivery') kinds.push('freeDelivery')
    else if (flag === '--new-customers') request.newCustomersOnly = true
    else if (flag in VALUE_FLAGS) {
      const value = flags[i + 1]
      if (value === undefined || value.startsWith('--')) throw usage()
      request[VALUE_FLAGS[flag as keyof typeof VALUE_FLAGS]] = value
      if (flag === '--percent') kinds.push('percent')
      if (flag === '--amount') kinds.push('amount')
      i += 1
    } else throw usage()
  }
  // One kind: a percentage, an amount or free delivery.
  if (kinds.length !== 1) throw usage()
  return checked({ ...request, kind: kinds[0] })
}

/** The codes as CSV, a row each (the figures last, for the reader). */
function codesCsv(discounts: readonly AdminDiscount[]): string {
  return writeCsv([
    [...DISCOUNT_CSV_COLUMNS],
    ...discounts.map((d) => [
      d.code,
      d.kind,
      d.kind === 'percent' ? String(d.percent) : d.kind === 'amount' ? String(d.amount) : '',
      d.minItems === null ? '' : String(d.minItems),
      d.maxUses === null ? '' : String(d.maxUses),
      d.perCustomer === null ? '' : String(d.perCustomer),
      d.startsOn ?? '',
      d.endsOn ?? '',
      d.newCustomersOnly ? 'yes' : 'no',
      d.departments.join(', '),
      d.productIds.join(', '),
      d.state,
      String(d.uses),
      String(d.givenAway),
    ]),
  ])
}

/** The codes a CSV describes, each checked as a new code; a refusal names its line and column. */
export function parseDiscountsCsv(text: string) {
  const { rows, problems } = readCsv(text, {
    columns: DISCOUNT_CSV_COLUMNS,
    optional: [...FIGURE_COLUMNS, 'departments', 'products'],
  })
  if (problems.length > 0) throw new Error(problems.map(problemText).join('\n'))
  return rows.map(({ line, cells }) => {
    const cell = (column: (typeof DISCOUNT_CSV_COLUMNS)[number]) => cells[column]?.trim() ?? ''
    const orNull = (value: string) => (value === '' ? null : value)
    const list = (value: string) =>
      value
        .split(/[,;|]/)
        .map((item) => item.trim())
        .filter(Boolean)
    const kind = cell('kind')
    const yes = /^(yes|true|1|y)$/i.test(cell('new_customers'))
    return {
      line,
      code: checked(
        {
          code: cell('code'),
          kind,
          ...(kind === 'percent' ? { percent: cell('value') } : {}),
          ...(kind === 'amount' ? { amount: cell('value') } : {}),
          minItems: orNull(cell('minimum')),
          maxUses: orNull(cell('uses')),
          perCustomer: orNull(cell('per_customer')),
          startsOn: orNull(cell('starts')),
          endsOn: orNull(cell('ends')),
          newCustomersOnly: yes,
          departments: list(cell('departments')),
          productIds: list(cell('products')),
        },
        `line ${line}: `,
      ),
    }
  })
}

/** `discounts [list]`, `add`, `end CODE`, `export [FILE]`, `import FILE` (FILE absolute by now). */
export async function discountsCommand(
  args: string[],
  services: Services,
  usage: () => Error,
): Promise<string> {
  const codes = services.discountCodes
  const [action = 'list', ...rest] = args
  const listed = async (said: string) => {
    const list = await codes.list()
    const lines = list.length === 0 ? ['No discount codes yet.'] : list.map(discountLine)
    return (said ? [said, '', ...lines] : lines).join('\n')
  }
  try {
    if (action === 'list' && rest.length === 0) return listed('')
    if (action === 'add') {
      const { discount } = await codes.create(addRequest(rest, usage), 'command line')
      return listed(`Added ${discountLabel(discount)}.`)
    }
    if (action === 'end' && rest.length === 1) {
      const found = await codes.byCode(rest[0] ?? '')
      if (!found)
        throw new Error(`No discount code is called ${rest[0]}: see npm run admin -- discounts`)
      await codes.end(found.id, 'command line')
      return listed(`Ended ${found.code}: its uses stay on record.`)
    }
    if (action === 'export' && rest.length <= 1) {
      const list = await codes.list()
      const csv = codesCsv(list)
      const [file] = rest
      if (!file) return csv.trimEnd()
      await writeFile(file, csv)
      return `Exported ${list.length} discount codes to ${file}`
    }
    if (action === 'import' && rest.length === 1) {
      const file = rest[0] ?? ''
      const text = await readFile(file, 'utf8').catch(() => {
        throw new Error(`Cannot read ${file}`)
      })
      const { created, updated } = await codes.importCodes(parseDiscountsCsv(text), 'command line')
      return listed(`Imported ${file}: ${created} codes added, ${updated} changed.`)
    }
  } catch (error) {
    if (error instanceof FieldRefused) throw new Error(error.message)
    throw error
  }
  throw usage()
}
