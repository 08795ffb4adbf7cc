import { writeFile } from 'node:fs/promises'
import { OrdersExportQuery, REFUSAL_FALLBACKS, refusalOf } from '@adire/contract'
import { customersCsv } from '../customers/export.ts'
import { ordersCsv } from '../orders/export.ts'
import type { Services } from '../services.ts'

/*
 * `npm run admin -- orders export [FILE] [--from DATE] [--to DATE]` and `customers export
 * [FILE]` (docs/product.md §11.12): the same CSV the store team's screens download, written to
 * FILE (absolute by now), or to standard output without one.
 */

/** The flags that take a value: the word after them is not a file. */
export const VALUE_FLAGS = ['--from', '--to']

/** The file and the flags' values of `[FILE] [--from DATE] [--to DATE]`, or undefined. */
function parseArgs(args: string[]): { file?: string; flags: Record<string, string> } | undefined {
  const flags: Record<string, string> = {}
  const files: string[] = []
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (VALUE_FLAGS.includes(arg)) {
      const value = args[index + 1]
      if (value === undefined || arg.slice(2) in flags) return undefined
      flags[arg.slice(2)] = value
      index += 1
    } else if (arg.startsWith('--')) return undefined
    else files.push(arg)
  }
  if (files.length > 1) return undefined
  return { ...(files[0] ? { file: files[0] } : {}), flags }
}

export async function exportsCommand(
  what: 'orders' | 'customers',
  args: string[],
  services: Services,
  usage: () => Error,
): Promise<string> {
  const [action, ...rest] = args
  const parsed = action === 'export' ? parseArgs(rest) : undefined
  if (!parsed) throw usage()
  const { file, flags } = parsed
  if (what === 'customers') {
    if (Object.keys(flags).length > 0) throw usage()
    const { csv, count } = await customersCsv(services.customers)
    if (!file) return csv.trimEnd()
    await writeFile(file, csv)
    return `Exported ${count} customers to ${file}`
  }
  const range = OrdersExportQuery.safeParse(flags)
  if (!range.success) {
    throw new Error(refusalOf(range.error.issues, REFUSAL_FALLBACKS.filter).message)
  }
  const { csv, orders, lines } = await ordersCsv(services.db, range.data)
  if (!file) return csv.trimEnd()
  await writeFile(file, csv)
  return `Exported ${orders} orders (${lines} lines) to ${file}`
}
