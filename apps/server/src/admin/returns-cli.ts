import {
  type AdminReturn,
  formatNaira,
  RETURN_CONDITION_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  type ReturnCondition,
  returnLabel,
} from '@adire/contract'
import { HTTPException } from 'hono/http-exception'
import type { Services } from '../services.ts'

/*
 * `npm run admin -- returns …` (docs/product.md §10.7): the store's returns listed and moved on
 * by the same rules as the Returns screen, each step recorded as the command line's.
 *
 *   returns [list] [--all]          the returns still open (every return with --all)
 *   returns approve R1001
 *   returns decline R1001 REASON…
 *   returns receive R1001 (--as-new | --damaged)   every line of the return
 *   returns refund R1001
 *   returns exchange R1001
 */

const CLI = { kind: 'cli' } as const

/** A return as a line of `returns list`. */
export function returnLine(r: AdminReturn): string {
  const lines = r.lines
    .map((line) => {
      const what = line.exchangeSize
        ? `${line.size} → ${line.exchangeSize}`
        : `${line.size}, ${formatNaira(line.refund)}`
      const condition = line.condition ? `, ${RETURN_CONDITION_LABELS[line.condition]}` : ''
      const outcome = line.outcome ? `, ${line.outcome}` : ''
      return `${line.quantity} × ${line.name} (${what}${condition}${outcome})`
    })
    .join('; ')
  const refund = r.refundTotal > 0 ? `; refunds ${formatNaira(r.refundTotal)}` : ''
  return `${returnLabel(r.returnNumber)} of #${r.order.orderNumber}, ${RETURN_STATUS_LABELS[r.status]} (${RETURN_REASON_LABELS[r.reason]}): ${lines}${refund}`
}

/** `returns [list] [--all]`, `approve`, `decline`, `receive`, `refund`, `exchange`. */
export async function returnsCommand(
  args: string[],
  services: Services,
  usage: () => Error,
): Promise<string> {
  const { returns } = services
  const [action = 'list', which, ...rest] = args
  const said = (text: string, found: AdminReturn) => `${text}\n\n${returnLine(found)}`
  try {
    if (action === 'list' || action === '--all') {
      const all = action === '--all' || which === '--all'
      const { returns: found } = await returns.list(all ? { limit: 100 } : { status: 'open' })
      if (found.length === 0) return all ? 'No returns yet.' : 'No open returns.'
      return found.map(returnLine).join('\n')
    }
    if (!which) throw usage()
    if (action === 'approve' && rest.length === 0) {
      return said(RETURN_TEXTS.approved, await returns.approve(which, CLI))
    }
    if (action === 'decline' && rest.length > 0) {
      return said(RETURN_TEXTS.declined, await returns.decline(which, rest.join(' '), CLI))
    }
    if (action === 'receive' && rest.length === 1) {
      const condition: ReturnCondition | undefined =
        rest[0] === '--as-new' ? 'asNew' : rest[0] === '--damaged' ? 'damaged' : undefined
      if (!condition) throw usage()
      const found = await returns.get(which)
      const conditions = found.lines.map((line) => ({ index: line.index, condition }))
      return said(RETURN_TEXTS.received, await returns.receive(which, { conditions }, CLI))
    }
    if (action === 'refund' && rest.length === 0) {
      return said(RETURN_TEXTS.refunded, await returns.refund(which, CLI))
    }
    if (action === 'exchange' && rest.length === 0) {
      const found = await returns.exchange(which, CLI)
      const made = found.replacement ? ` Its order is #${found.replacement.orderNumber}.` : ''
      return said(`${RETURN_TEXTS.exchanged}${made}`, found)
    }
  } catch (error) {
    // The screen's refusals, in the same words.
    if (error instanceof HTTPException) throw new Error(error.message)
    throw error
  }
  throw usage()
}
