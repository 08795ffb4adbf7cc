import {
  type AdminDiscount,
  type Department,
  DISCOUNT_ADMIN_MESSAGES,
  type DiscountChange,
  type DiscountKind,
  type DiscountState,
  departmentLabel,
  discountLabel,
  formatNaira,
} from '@adire/contract'
import type { ChangeEntry } from '../shared/ChangeHistory/ChangeHistory.tsx'

/*
 * Every word of the store team's Discounts screen (docs/product.md §11.14), in one place for the
 * components, the pages and the stories' checks. The contract's refusals
 * (`DISCOUNT_ADMIN_MESSAGES`) are shown as they come; what a code takes off is written by the
 * contract's `discountLabel`, as on the shopper's total.
 */

/** What a code takes off, as the shopper's total words it, without the code: `15% off`. */
export const discountTakesOff = (discount: Parameters<typeof discountLabel>[0]) =>
  discountLabel(discount).slice(discount.code.length + 2, -1)

/** A Lagos day, YYYY-MM-DD, as the team reads it: 20 November 2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, date ?? 1)))
}

/** The days a code runs, in words; nothing when it has no bound. */
function daysOf({ startsOn, endsOn }: Pick<AdminDiscount, 'startsOn' | 'endsOn'>) {
  if (startsOn && endsOn) return `${formatDay(startsOn)} to ${formatDay(endsOn)}`
  if (startsOn) return `From ${formatDay(startsOn)}`
  if (endsOn) return `Until ${formatDay(endsOn)}`
  return undefined
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`)

/** A code's conditions, each in a few words, for its row and its page. */
export function discountConditions(
  discount: AdminDiscount,
  departments: readonly Department[],
): string[] {
  return [
    discount.minItems ? `Items of ${formatNaira(discount.minItems)} or more` : undefined,
    discount.departments.length
      ? discount.departments.map((id) => departmentLabel(departments, id)).join(', ')
      : undefined,
    discount.productIds.length
      ? discount.productIds.length === 1
        ? '1 product'
        : `${discount.productIds.length} products`
      : undefined,
    discount.newCustomersOnly ? 'New customers only' : undefined,
    discount.perCustomer ? `${times(discount.perCustomer)} per customer` : undefined,
    daysOf(discount),
  ].filter((condition): condition is string => condition !== undefined)
}

export const DISCOUNT_STATE_LABELS: Record<DiscountState, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
}

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'A percentage off the items',
  amount: 'An amount off the items',
  freeDelivery: 'Free delivery',
}

export const DISCOUNT_ADMIN_TEXTS = {
  heading: { text1: 'Discount', text2: 'codes' },
  signIn: 'Log in with your team account to make and change the store’s discount codes.',
  intro:
    'Codes shoppers type in the cart or at checkout. A code that has been used can be ended, not deleted.',
  newCode: 'New code',
  listLabel: 'Discount codes',
  loading: 'Loading the discount codes',
  failed: (message: string) => `The discount codes could not be loaded: ${message}`,
  empty: 'No discount code yet: make one for a sale, a first order or free delivery.',

  // The list's columns and figures.
  columns: {
    code: 'Code',
    takesOff: 'Takes off',
    state: 'State',
    uses: 'Uses',
    held: 'Held',
    givenAway: 'Given away',
    sales: 'Sales',
  },
  /** "12 of 100", or "12" with no limit. */
  uses: (uses: number, maxUses: number | null) =>
    maxUses === null ? `${uses}` : `${uses} of ${maxUses}`,
  usesLine: (uses: number, maxUses: number | null) =>
    `${maxUses === null ? uses : `${uses} of ${maxUses}`} ${uses === 1 && maxUses === null ? 'use' : 'uses'}`,
  heldLine: (held: number) => `${held} held by payments under way`,
  givenAwayLine: (naira: number) => `${formatNaira(naira)} given away`,
  salesLine: (naira: number) => `${formatNaira(naira)} in sales`,

  // One code's page.
  back: 'Back to the discount codes',
  loadingOne: 'Loading the code',
  failedOne: (message: string) => `The code could not be loaded: ${message}`,
  notFound: DISCOUNT_ADMIN_MESSAGES.notFound,
  newHeading: 'New discount code',
  figures: 'What it has done',
  history: 'History',
  historyList: 'Changes to this code',
  noHistory: 'No change recorded yet.',
  changedBy: (who: string) => (who === 'command line' ? 'From the command line' : `By ${who}`),

  // The form.
  code: 'Code',
  codeHint: '3 to 20 letters and digits. Shoppers may type it in any case.',
  codeFixed: 'A code keeps its name: make a new code for another.',
  kind: 'What it takes off',
  kindHints: {
    percent: 'Of the items it applies to, rounded down to the kobo.',
    amount: 'Never more than the items it applies to come to.',
    freeDelivery: 'The delivery zone’s fee is not charged.',
  } satisfies Record<DiscountKind, string>,
  percent: 'Percentage off',
  percentHint: 'A whole number from 1 to 100.',
  amount: 'Naira off',
  amountHint: 'Like 5,000.',
  lockedTerms: DISCOUNT_ADMIN_MESSAGES.usedTerms,
  conditions: 'Who and what it is for',
  minItems: 'Smallest items total (optional)',
  minItemsHint: 'Like 20,000. Empty for any total.',
  departments: 'Departments',
  departmentsHint: 'None ticked: every department.',
  products: 'Products (optional)',
  productsHint: 'None ticked: every product. With departments ticked too, it takes either.',
  newCustomersOnly: 'New customers only',
  newCustomersOnlyHint: 'Only for a shopper with no paid order yet. They must log in to use it.',
  when: 'When and how often',
  startsOn: 'First day (optional)',
  endsOn: 'Last day (optional)',
  daysHint: 'Lagos days, from the start of the first to the end of the last.',
  maxUses: 'Uses in all (optional)',
  maxUsesHint: 'Empty for no limit. A payment under way holds a use.',
  perCustomer: 'Uses per customer',
  perCustomerHint: 'Empty for no limit. A limited code asks the shopper to log in.',
  create: 'Make the code',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Saved.',
  endedNote: DISCOUNT_ADMIN_MESSAGES.ended,

  // Pausing, ending and deleting.
  actions: 'Pause, end or delete',
  pause: 'Pause',
  resume: 'Resume',
  pausedNote: 'Paused: shoppers cannot use it until it is resumed.',
  scheduledNote: (day: string) => `Shoppers can use it from ${formatDay(day)}.`,
  end: 'End the code',
  endTitle: (code: string) => `End ${code}?`,
  endBody:
    'Shoppers can no longer use it, and it cannot be started again. Its uses stay on record.',
  endConfirm: 'End it',
  delete: 'Delete the code',
  deleteTitle: (code: string) => `Delete ${code}?`,
  deleteBody: 'It was never used: it leaves the list for good. Its history is kept.',
  deleteConfirm: 'Delete it',
  keep: 'Keep it',
  deleted: (code: string) => `${code} deleted.`,
  /** Why a used code offers End and no Delete: the contract's own words. */
  usedDelete: DISCOUNT_ADMIN_MESSAGES.usedDelete,

  messages: DISCOUNT_ADMIN_MESSAGES,
} as const

/**
 * A code's history, newest first: each change in the server's words (`created`, `paused`,
 * `percent 10 → 15`), then who made it.
 */
export const discountChangeEntries = (changes: readonly DiscountChange[]): ChangeEntry[] =>
  changes.map((change, index) => ({
    // One save records each term it changed at the same moment: the place keeps them apart.
    key: `${change.at}-${index}`,
    at: change.at,
    summary: change.what,
    detail: DISCOUNT_ADMIN_TEXTS.changedBy(change.by),
  }))
