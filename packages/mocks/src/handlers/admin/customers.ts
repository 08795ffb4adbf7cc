// `/api/admin/customers`: the store team's customers (docs/product.md §11.12), as the server's
// admin routes answer them (no token 401, a shopper's 403, latest order first, searched by name,
// e-mail or phone, a page at a time), and named variants for the screens' states.
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomerResponse,
  AdminCustomersQuery,
  type AdminCustomersResponse,
  CUSTOMER_MESSAGES,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import {
  customerSummary,
  type FixtureCustomer,
  fixtureCustomers,
} from '../../fixtures/customers.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { refusedToNonAdmin } from './orders.ts'

type ListAnswer = AdminCustomersResponse | ErrorResponse
type OneAnswer = AdminCustomerResponse | ErrorResponse

/** Whether a search finds the customer, as the server's does (a deleted one by no phone). */
function finds({ customer }: FixtureCustomer, q: string): boolean {
  const text = q.toLowerCase()
  if (customer.name.toLowerCase().includes(text)) return true
  if (customer.email?.toLowerCase().includes(text)) return true
  const digits = q.replace(/\D/g, '')
  if (!/^[\d\s+().-]+$/.test(q) || digits.length < 4 || !customer.phone) return false
  const phone = customer.phone.replace(/\D/g, '')
  return (
    phone.includes(digits) || (digits.startsWith('0') && phone.includes(`234${digits.slice(1)}`))
  )
}

/** The list's answer for `customers`, on the query's page. */
function listOf(request: Request, customers: FixtureCustomer[]) {
  const refused = refusedToNonAdmin(request)
  if (refused) return refused
  const query = AdminCustomersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
  }
  const { q, page } = query.data
  const found = q ? customers.filter((customer) => finds(customer, q)) : customers
  const start = (page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE
  return HttpResponse.json<ListAnswer>({
    success: true,
    customers: found.slice(start, start + ADMIN_CUSTOMERS_PAGE_SIZE).map(customerSummary),
    page,
    pageSize: ADMIN_CUSTOMERS_PAGE_SIZE,
    total: found.length,
  })
}

export const adminCustomersHandlers = {
  /** GET: a page of the customers a search finds, latest order first. */
  list: http.get<never, never, ListAnswer>(url('adminCustomers'), ({ request }) =>
    listOf(request, fixtureCustomers),
  ),
  /** GET …/:id: one customer, their orders and addresses; 404 for an id no customer has. */
  one: http.get<{ id: string }, never, OneAnswer>(url('adminCustomer'), ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const found = fixtureCustomers.find(({ customer }) => customer.id === params.id)
    if (!found) return fail(CUSTOMER_MESSAGES.notFound, 404)
    return HttpResponse.json({ success: true, ...structuredClone(found) })
  }),
  /** No order has been placed yet: no customers. */
  empty: http.get<never, never, ListAnswer>(url('adminCustomers'), ({ request }) =>
    listOf(request, []),
  ),
  slow: http.get(url('adminCustomers'), neverAnswers),
  error: http.get(url('adminCustomers'), serverError),
  oneSlow: http.get(url('adminCustomer'), neverAnswers),
  oneError: http.get(url('adminCustomer'), serverError),
}

/** The first customer of the fixtures (latest order), and the deleted one. */
export const FIXTURE_CUSTOMER = fixtureCustomers[0] as FixtureCustomer
export const DELETED_CUSTOMER = fixtureCustomers.find(
  ({ customer }) => customer.deleted,
) as FixtureCustomer
