/**
 * `npm run admin -- <command>`: the store team's command line, on the same configuration as the
 * server (DATABASE_URL or the embedded database in DATA_DIR, SMTP_URL or the outbox).
 *
 *   create-admin <email>                 gives an existing account the admin role
 *   set-status <order> <status>          moves an order (its id or a payment reference);
 *                                        cancelling a paid one refunds its payment
 *   retry-refund <order>                 sends an order's failed refund to Paystack again
 *   orders export [FILE] [--from DATE] [--to DATE]
 *                                        the orders of a range of Lagos days (YYYY-MM-DD) as
 *                                        CSV, a row per order line (standard output without FILE)
 *   customers export [FILE]              every customer as CSV (standard output without FILE)
 *   products export [FILE]               every product as CSV (standard output without FILE)
 *   products import FILE [--dry-run]     creates or updates products from a CSV, all or none;
 *                                        shows how far it is (on standard error) after a second
 *   settings                             prints the store's settings and their latest changes
 *   settings set KEY VALUE               changes one setting (e.g. store-email, delivery-fee)
 *   zones                                prints the delivery zones
 *   zones export [FILE]                  the delivery zones as CSV (zone,states,fee,estimate)
 *   zones import FILE                    replaces the delivery zones with a CSV's, all or none
 *   departments [list]                   prints the shop's departments in order
 *   departments add NAME [--slug SLUG]   a new department, last; its link name (made from the
 *                                        name when not given) becomes its id
 *   departments rename ID [--name NAME] [--slug SLUG]
 *                                        a new name or link name; the old link keeps working
 *   departments move ID --to N           puts a department at place N (1 is first)
 *   departments remove ID                removes a department no product is in
 *   discounts [list]                     prints the discount codes, with their uses
 *   discounts add CODE (--percent N | --amount NAIRA | --free-delivery) [--min NAIRA]
 *     [--uses N] [--per-customer N] [--starts DATE] [--ends DATE] [--new-customers]
 *                                        a new code (one use per customer unless told)
 *   discounts end CODE                   ends a code for good; its uses stay on record
 *   discounts export [FILE]              the codes as CSV (standard output without FILE)
 *   discounts import FILE                adds or changes codes from a CSV, all or none
 *   returns [list] [--all]               prints the open returns (every one with --all)
 *   returns approve|refund|exchange R1001
 *   returns decline R1001 REASON         the shopper reads the reason
 *   returns receive R1001 (--as-new | --damaged)
 *                                        every line received; as new goes back to stock
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type AdminOrder,
  formatNaira,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  SETTING_NAMES,
  type SettingName,
  settingFromText,
  settingKey,
  settingNamed,
  settingText,
  zoneText,
} from '@adire/contract'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { FieldRefused } from '../http/errors.ts'
import { OrderError } from '../orders/errors.ts'
import { orderRefusal } from '../orders/routes.ts'
import { type Services, servicesFromConfig } from '../services.ts'
import { askRunningServer, UsageError } from './control-socket.ts'
import { departmentsCommand } from './departments-cli.ts'
import { discountsCommand } from './discounts-cli.ts'
import { exportsCommand, VALUE_FLAGS } from './exports-cli.ts'
import { exportProducts, importProducts, importProgress } from './products-cli.ts'
import { returnsCommand } from './returns-cli.ts'
import { zonesCommand } from './zones-cli.ts'

const USAGE = `Usage:
  npm run admin -- create-admin <email>
  npm run admin -- set-status <order id or reference> <status>
  npm run admin -- retry-refund <order id or reference>
  npm run admin -- orders export [FILE] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
  npm run admin -- customers export [FILE]
  npm run admin -- products export [FILE]
  npm run admin -- products import FILE [--dry-run]
  npm run admin -- settings
  npm run admin -- settings set KEY VALUE
  npm run admin -- zones
  npm run admin -- zones export [FILE]
  npm run admin -- zones import FILE
  npm run admin -- departments [list]
  npm run admin -- departments add NAME [--slug SLUG]
  npm run admin -- departments rename ID [--name NAME] [--slug SLUG]
  npm run admin -- departments move ID --to N
  npm run admin -- departments remove ID
  npm run admin -- discounts [list]
  npm run admin -- discounts add CODE (--percent N | --amount NAIRA | --free-delivery)
      [--min NAIRA] [--uses N] [--per-customer N] [--starts YYYY-MM-DD] [--ends YYYY-MM-DD]
      [--new-customers]
  npm run admin -- discounts end CODE
  npm run admin -- discounts export [FILE]
  npm run admin -- discounts import FILE
  npm run admin -- returns [list] [--all]
  npm run admin -- returns approve|refund|exchange R1001
  npm run admin -- returns decline R1001 REASON
  npm run admin -- returns receive R1001 (--as-new | --damaged)

Settings: ${SETTING_NAMES.map(settingKey).join(', ')}

Statuses: ${ORDER_STATUSES.filter((s) => s !== 'Awaiting payment' && s !== 'Order Placed')
  .map((s) => `"${s}"`)
  .join(', ')}`

/** A status as typed on a command line: any case, with hyphens or spaces. */
function parseStatus(typed: string): OrderStatus | undefined {
  const wanted = typed
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim()
  return ORDER_STATUSES.find((status) => status.toLowerCase() === wanted)
}

/**
 * Runs a command with the store's services: in the CLI's own process (PostgreSQL, or an
 * embedded database no server holds), or in the server's (ADR 017's control socket). A long
 * command tells `report` how far it is, a line at a time, before its answer.
 */
export async function execute(
  args: string[],
  services: Services,
  publicUrl: string,
  report: (line: string) => void = () => {},
): Promise<string> {
  const [command, ...rest] = args
  if (command === 'create-admin') {
    const [email] = rest
    if (!email || rest.length !== 1) throw new UsageError(USAGE)
    if (!(await services.users.makeAdmin(email))) {
      throw new Error(`No account has the e-mail ${email}: sign up first, then run this again.`)
    }
    return `${email} is now an admin: the store team's screen is at ${publicUrl}/admin/orders`
  }
  if (command === 'products') return productsCommand(rest, services, publicUrl, report)
  if (command === 'orders' || command === 'customers') {
    return exportsCommand(command, rest, services, () => new UsageError(USAGE))
  }
  if (command === 'settings') return settingsCommand(rest, services)
  if (command === 'zones') return zonesCommand(rest, services, () => new UsageError(USAGE))
  if (command === 'departments') {
    return departmentsCommand(rest, services, () => new UsageError(USAGE))
  }
  if (command === 'discounts') return discountsCommand(rest, services, () => new UsageError(USAGE))
  if (command === 'returns') return returnsCommand(rest, services, () => new UsageError(USAGE))
  if (command === 'retry-refund') {
    const [which] = rest
    if (!which || rest.length !== 1) throw new UsageError(USAGE)
    const order = await findOrder(services, which)
    if (!(await services.orders.refunds.retry(order.id))) {
      throw new Error(ORDER_MESSAGES.noFailedRefund)
    }
    await services.background.drain()
    return `The refund of order ${order.reference} is being sent to Paystack again.`
  }
  if (command !== 'set-status') throw new UsageError(USAGE)
  const [which, ...words] = rest
  const status = parseStatus(words.join(' '))
  if (!which || !status) throw new UsageError(USAGE)
  const order = await findOrder(services, which)
  let moved: AdminOrder
  try {
    moved = await services.orders.fulfilment.setStatus(order.id, status, { kind: 'cli' })
  } catch (error) {
    if (error instanceof OrderError) throw new Error(orderRefusal(error).message)
    throw error
  }
  // The shopper's e-mails (shipped, out for delivery, delivered, refunded) go out before answering.
  await services.background.drain()
  const refunding = moved.payments.filter((payment) => payment.refund?.status === 'pending')
  const refundNews = refunding.map(
    (payment) => ` Its payment of ${formatNaira(payment.amount)} is being refunded to the shopper.`,
  )
  return `Order ${order.reference} is now ${status}.${refundNews.join('')}`
}

/** `settings` prints them all; `settings set KEY VALUE` changes one, as the command line. */
async function settingsCommand(args: string[], services: Services) {
  const settings = services.storeSettings
  if (args.length === 0) {
    const current = await settings.refresh()
    const lines = SETTING_NAMES.flatMap((name) =>
      // The zones, one a line: on one line they would run to hundreds of characters.
      name === 'deliveryZones' && current.deliveryZones.length > 0
        ? [`${settingKey(name)}:`, ...current.deliveryZones.map((zone) => `  ${zoneText(zone)}`)]
        : `${settingKey(name)}: ${settingText(current[name])}`,
    )
    const changes = (await settings.history()).map(
      (change) =>
        `  ${new Date(change.at).toISOString()}  ${settingKey(change.setting as SettingName)} = ${settingText(change.value)}  (${change.changedBy})`,
    )
    return [...lines, '', 'Latest changes:', ...changes].join('\n')
  }
  const [action, key, ...words] = args
  const name = key === undefined ? undefined : settingNamed(key)
  if (action !== 'set' || !key || words.length === 0) throw new UsageError(USAGE)
  if (!name) throw new UsageError(`There is no setting called ${key}.\n\n${USAGE}`)
  try {
    const changed = await settings.change(
      { [name]: settingFromText(name, words.join(' ')) },
      'command line',
    )
    return `${key} is now ${settingText(changed[name])}.`
  } catch (error) {
    if (error instanceof FieldRefused) throw new Error(error.message)
    throw error
  }
}

/** `products export [FILE]` and `products import FILE [--dry-run]` (FILE absolute by now). */
async function productsCommand(
  args: string[],
  services: Services,
  publicUrl: string,
  report: (line: string) => void,
) {
  const [action, ...rest] = args
  if (action === 'export' && rest.length <= 1) {
    const { csv, count } = await exportProducts(services, publicUrl)
    const [file] = rest
    if (!file) return csv.trimEnd()
    await writeFile(file, csv)
    return `Exported ${count} products to ${file}`
  }
  const dryRun = rest.includes('--dry-run')
  const files = rest.filter((arg) => arg !== '--dry-run')
  const [file] = files
  if (action !== 'import' || !file || files.length !== 1) throw new UsageError(USAGE)
  return importProducts(services, publicUrl, file, { dryRun }, importProgress(file, report))
}

/**
 * The command with its files' paths made absolute: whichever process runs it (this one, or the
 * server holding the embedded database) reads and writes the files the owner meant.
 */
function withAbsolutePaths(args: string[]): string[] {
  // A discount code's words are not files: only its export's and import's are.
  const [command, action] = args
  if (command === 'discounts' && action !== 'export' && action !== 'import') return args
  if (!['products', 'zones', 'orders', 'customers', 'discounts'].includes(command ?? ''))
    return args
  return args.map((arg, index) =>
    // A flag's value (`--from 2026-11-01`) is not a file.
    index >= 2 && !arg.startsWith('--') && !VALUE_FLAGS.includes(args[index - 1] ?? '')
      ? path.resolve(arg)
      : arg,
  )
}

async function findOrder(services: Services, which: string) {
  const order = await services.orders.reads.find(which)
  if (!order) throw new Error(`No order has the id or reference ${which}.`)
  return order
}

/**
 * Runs a command as typed, where the store is: its progress (a long import's) goes to
 * `report`, its answer is returned.
 */
export async function run(
  typed: string[],
  report: (line: string) => void = () => {},
): Promise<string> {
  const args = withAbsolutePaths(typed)
  const config = loadConfig()
  // A server running on the embedded database holds it: it runs the command.
  if (!config.databaseUrl) {
    const output = await askRunningServer(config.dataDir, args, report)
    if (output !== undefined) return output
  }
  const database = await openDatabase(config)
  try {
    // Refunds recorded here are sent by the running server (its reconciler, within a minute).
    // No server shares this process's database session: an import need not pause for one.
    const services = servicesFromConfig(config, database, {
      sendsRefunds: false,
      oneConnection: false,
    })
    return await execute(args, services, config.publicUrl, report)
  } finally {
    await database.close()
  }
}

// Run as a script (not imported by the tests).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Progress on standard error: what a command prints on standard output stays its answer
  // (`products export > products.csv`).
  run(process.argv.slice(2), (line) => process.stderr.write(`${line}\n`)).then(
    (message) => {
      console.log(message)
      process.exit(0)
    },
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(error.message)
        process.exit(64) // EX_USAGE
      }
      console.error(
        error instanceof ConfigError
          ? error.message
          : `${error instanceof Error ? error.message : error}`,
      )
      process.exit(error instanceof ConfigError ? 78 : 1)
    },
  )
}
