// `/api/admin/discounts`: the store team's discount codes (docs/product.md §11.14), as the
// server's routes answer them (apps/server/src/discounts/codes.ts): a shopper's 403, the schema's
// first refusal 400 at its field, a department or product the store lacks 400, a name taken 409,
// an unknown id 404, an ended code's edit 409, a used code's kind or figure 409, a used code's
// deletion 409. Kept in the mock server's memory (`resetMockDiscounts` puts the fixtures back),
// each change recorded in the server's words (`created`, `paused`, `percent 10 → 15`...).
import {
  type AdminDiscount,
  type AdminDiscountResponse,
  type AdminDiscountsResponse,
  DISCOUNT_ADMIN_MESSAGES,
  DiscountCreateRequest,
  type DiscountState,
  DiscountUpdateRequest,
  discountDaysRefusal,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import type { z } from 'zod'
import { discountId, fixtureDiscounts, type MockDiscount } from '../../fixtures/admin-discounts.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { callerOf, state, tick } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'
import { mockProduct } from './products.ts'

type ListAnswer = AdminDiscountsResponse | ErrorResponse
type OneAnswer = AdminDiscountResponse | ErrorResponse
type Terms = Partial<Omit<DiscountCreateRequest, 'code'>>

/** A new code before its terms are applied: no limits, no figures. */
const BLANK: Omit<MockDiscount, 'id' | 'code' | 'kind' | 'createdAt' | 'changes'> = {
  percent: null,
  amount: null,
  minItems: null,
  departments: [],
  productIds: [],
  startsOn: null,
  endsOn: null,
  maxUses: null,
  perCustomer: null,
  newCustomersOnly: false,
  paused: false,
  endedAt: null,
  uses: 0,
  held: 0,
  givenAway: 0,
  sales: 0,
}

let discounts: MockDiscount[] = structuredClone([...fixtureDiscounts])
let made = 100

/** Puts the codes back: the fixtures', or those given. */
export function resetMockDiscounts(given: readonly MockDiscount[] = fixtureDiscounts) {
  discounts = structuredClone([...given])
  made = 100
}

/** A code of the mock server as it is now (for a story's or test's checks). */
export const mockDiscount = (id: string) => structuredClone(discounts.find((d) => d.id === id))

/** Where a code stands at the mock's clock, by the server's rule. */
function stateOf(discount: MockDiscount): DiscountState {
  if (discount.endedAt !== null) return 'ended'
  const days = discountDaysRefusal(discount.code, discount, state.clock)
  if (days?.reason === 'ended') return 'ended'
  if (discount.paused) return 'paused'
  return days?.reason === 'notStarted' ? 'scheduled' : 'active'
}

function toAdmin(discount: MockDiscount): AdminDiscount {
  const { paused, endedAt, changes, ...shown } = discount
  return {
    ...structuredClone(shown),
    state: stateOf(discount),
  }
}

/** The codes as the list answers them now, newest first (for a component's stories). */
export const mockAdminDiscounts = () => listed()

const listed = () => [...discounts].sort((a, b) => b.createdAt - a.createdAt).map(toAdmin)
const all = (status = 200) =>
  HttpResponse.json<AdminDiscountsResponse>({ success: true, discounts: listed() }, { status })
const one = (discount: MockDiscount, status = 200) =>
  HttpResponse.json<AdminDiscountResponse>(
    { success: true, discount: toAdmin(discount), changes: structuredClone(discount.changes) },
    { status },
  )

/** The first problem the schema finds, on its field, as the server reports it. */
function invalid(error: z.ZodError) {
  const { message, field } = refusalOf(error.issues, REFUSAL_FALLBACKS.body)
  return fail(message, 400, field)
}

/** The team member making the change, as the record names them (their e-mail). */
const whoOf = (request: Request) => {
  const caller = callerOf(request)
  return caller instanceof Response ? 'a former team member' : caller.email
}

/** Whether the code was ever used: a paid order, or a payment under way. */
const used = (discount: MockDiscount) => discount.uses + discount.held > 0

/** The refusal of a department or product the store does not have; undefined when all known. */
function outOfScope(terms: Terms) {
  if (terms.departments?.some((id) => !state.departments.some((d) => d.id === id))) {
    return fail(DISCOUNT_ADMIN_MESSAGES.department, 400, 'departments')
  }
  if (terms.productIds?.some((id) => mockProduct(id) === undefined)) {
    return fail(DISCOUNT_ADMIN_MESSAGES.product, 400, 'productIds')
  }
  return undefined
}

/** The terms given, onto a code; the figure of another kind is not kept (as the server). */
function apply(discount: MockDiscount, terms: Terms) {
  for (const [key, value] of Object.entries(terms)) {
    if (value === undefined) continue
    const kept = Array.isArray(value) ? [...new Set(value)] : value
    Object.assign(discount, { [key]: kept })
  }
  if (terms.kind === 'percent') discount.amount = null
  if (terms.kind === 'amount') discount.percent = null
  if (terms.kind === 'freeDelivery') Object.assign(discount, { percent: null, amount: null })
}

/** What changed, each in the server's words for its record (codes.ts `describeChanges`). */
function describeChanges(before: MockDiscount, after: MockDiscount): string[] {
  const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'all')
  const changes: string[] = []
  if (before.paused !== after.paused) changes.push(after.paused ? 'paused' : 'resumed')
  const compared: [string, unknown, unknown][] = [
    ['kind', before.kind, after.kind],
    ['percent', before.percent, after.percent],
    ['amount', before.amount, after.amount],
    ['minimum', before.minItems, after.minItems],
    ['departments', list(before.departments), list(after.departments)],
    ['products', list(before.productIds), list(after.productIds)],
    ['first day', before.startsOn, after.startsOn],
    ['last day', before.endsOn, after.endsOn],
    ['uses', before.maxUses, after.maxUses],
    ['uses per customer', before.perCustomer, after.perCustomer],
    ['new customers only', before.newCustomersOnly, after.newCustomersOnly],
  ]
  for (const [name, was, is] of compared) {
    if (was !== is) changes.push(`${name} ${was ?? 'none'} → ${is ?? 'none'}`)
  }
  return changes
}

const record = (discount: MockDiscount, what: string, by: string) =>
  discount.changes.unshift({ at: tick(), by, what })

const create = http.post<never, never, OneAnswer>(
  url('adminDiscountCreate'),
  async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = DiscountCreateRequest.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return invalid(parsed.error)
    const { code, ...given } = parsed.data
    // One use per customer unless the team says otherwise (`null`: no limit).
    const terms = { ...given, perCustomer: given.perCustomer === undefined ? 1 : given.perCustomer }
    const scope = outOfScope(terms)
    if (scope) return scope
    if (discounts.some((d) => d.code === code)) {
      return fail(DISCOUNT_ADMIN_MESSAGES.codeTaken, 409, 'code')
    }
    made += 1
    const discount: MockDiscount = {
      ...structuredClone(BLANK),
      id: discountId(made),
      code,
      kind: terms.kind,
      createdAt: tick(),
      changes: [],
    }
    apply(discount, terms)
    discounts.push(discount)
    record(discount, 'created', whoOf(request))
    return one(discount, 201)
  },
)

const update = http.patch<{ id: string }, never, OneAnswer>(
  url('adminDiscountUpdate'),
  async ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = DiscountUpdateRequest.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return invalid(parsed.error)
    const discount = discounts.find((d) => d.id === params.id)
    if (!discount) return fail(DISCOUNT_ADMIN_MESSAGES.notFound, 404, 'id')
    if (stateOf(discount) === 'ended') return fail(DISCOUNT_ADMIN_MESSAGES.ended, 409, 'code')
    const { paused, ...terms } = parsed.data
    const after = structuredClone(discount)
    apply(after, terms)
    const termsChanged =
      after.kind !== discount.kind ||
      after.percent !== discount.percent ||
      after.amount !== discount.amount
    if (termsChanged && used(discount)) {
      return fail(DISCOUNT_ADMIN_MESSAGES.usedTerms, 409, 'kind')
    }
    const scope = outOfScope(terms)
    if (scope) return scope
    if (paused !== undefined) after.paused = paused
    const by = whoOf(request)
    for (const what of describeChanges(discount, after)) record(after, what, by)
    Object.assign(discount, after)
    return one(discount)
  },
)

const end = http.post<{ id: string }, never, OneAnswer>(
  url('adminDiscountEnd'),
  ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const discount = discounts.find((d) => d.id === params.id)
    if (!discount) return fail(DISCOUNT_ADMIN_MESSAGES.notFound, 404, 'id')
    if (discount.endedAt === null) {
      discount.endedAt = tick()
      record(discount, 'ended', whoOf(request))
    }
    return one(discount)
  },
)

const remove = http.delete<{ id: string }, never, ListAnswer>(
  url('adminDiscountDelete'),
  ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const discount = discounts.find((d) => d.id === params.id)
    if (!discount) return fail(DISCOUNT_ADMIN_MESSAGES.notFound, 404, 'id')
    if (used(discount)) return fail(DISCOUNT_ADMIN_MESSAGES.usedDelete, 409, 'id')
    discounts = discounts.filter((d) => d !== discount)
    return all()
  },
)

export const adminDiscountHandlers = {
  /** GET: every code, newest first, with its uses and money. */
  list: http.get<never, never, ListAnswer>(url('adminDiscounts'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    return refused ?? all()
  }),
  /** GET …/:id: one code with its history, newest first. */
  one: http.get<{ id: string }, never, OneAnswer>(url('adminDiscount'), ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const discount = discounts.find((d) => d.id === params.id)
    return discount ? one(discount) : fail(DISCOUNT_ADMIN_MESSAGES.notFound, 404, 'id')
  }),
  /** POST: a new code (201); its name taken 409. */
  create,
  /** PATCH …/:id: terms changed, paused or resumed. */
  update,
  /** POST …/:id/end: ended for good (its uses stay). */
  end,
  /** DELETE …/:id: a code never used (its history stays on the server). */
  remove,
  /** The list never arrives. */
  slow: http.get(url('adminDiscounts'), neverAnswers),
  /** The list fails (500). */
  error: http.get(url('adminDiscounts'), serverError),
  /** The store has no code yet. */
  empty: http.get(url('adminDiscounts'), () =>
    HttpResponse.json<AdminDiscountsResponse>({ success: true, discounts: [] }),
  ),
  /** One code never arrives. */
  oneSlow: http.get(url('adminDiscount'), neverAnswers),
  /** Saving never finishes: the editor stays "Saving…". */
  createSlow: http.post(url('adminDiscountCreate'), neverAnswers),
}
