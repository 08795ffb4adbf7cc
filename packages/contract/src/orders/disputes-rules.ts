/**
 * Disputes (chargebacks) as the store team sees them (docs/product.md §11.9): their states,
 * texts and deadline, as plain code with no schema library, like order-rules.ts.
 */

/**
 * A dispute's state for the store team: `open` (waiting for the team's answer), `responded`
 * (answered, Paystack and the bank deciding), `won` (the money stays), `lost` (Paystack took it
 * back).
 */
export const DISPUTE_STATES = ['open', 'responded', 'won', 'lost'] as const
export type DisputeState = (typeof DISPUTE_STATES)[number]

/** The longest answer note and evidence text the store sends to Paystack. */
export const MAX_DISPUTE_NOTE = 2000
export const MAX_DISPUTE_FIELD = 500

/** The texts of disputes that the server answers with and the admin screen shows. */
export const DISPUTE_MESSAGES = {
  badge: 'Disputed',
  notFound: 'Dispute not found',
  /** A second answer, or a team member racing another: the first one stands. */
  alreadyAnswered: (by: string) => `This dispute was already answered by ${by}`,
  closed: 'This dispute is already closed',
  answered: 'Your answer was sent to Paystack',
  /** Paystack refused the answer or could not be reached; nothing was recorded. */
  providerRefused: (detail: string) =>
    `Paystack did not take the answer (${detail}). Nothing was sent; please try again.`,
  noteRequired: 'Please write the answer to send to Paystack',
  noteTooLong: `The answer can be at most ${MAX_DISPUTE_NOTE} characters`,
  fieldRequired: (field: string) => `${field} is required`,
  fieldTooLong: (field: string) => `${field} can be at most ${MAX_DISPUTE_FIELD} characters`,
  emailInvalid: 'Please enter the shopper’s e-mail address',
  dateInvalid: 'Please enter the delivery date as YYYY-MM-DD',
  photoInvalid: 'The photo must be one of the store’s uploaded photos',
  overdue: 'overdue',
  hoursLeft: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} left`,
  stateLabel: {
    open: 'Open: answer before the deadline',
    responded: 'Responded: waiting for the bank',
    won: 'Won: the money stays',
    lost: 'Lost: the money was taken back',
  } satisfies Record<DisputeState, string>,
} as const

/**
 * How long is left to answer, as the team reads it: whole hours left (rounded down, at least 0),
 * or `overdue` past the deadline. Null when Paystack gave no deadline.
 */
export function disputeDeadline(
  dueAt: number | null,
  now: number,
): { overdue: boolean; hoursLeft: number; text: string } | null {
  if (dueAt === null) return null
  const hoursLeft = Math.max(0, Math.floor((dueAt - now) / 3_600_000))
  const overdue = dueAt <= now
  return {
    overdue,
    hoursLeft,
    text: overdue ? DISPUTE_MESSAGES.overdue : DISPUTE_MESSAGES.hoursLeft(hoursLeft),
  }
}
