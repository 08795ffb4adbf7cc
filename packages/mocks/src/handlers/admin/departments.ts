// `/api/admin/departments`: the shop's departments (docs/product.md §11.13), as the server's
// admin routes answer them (no token 401, a shopper's 403, a name or link name taken 400 naming
// its field, an unknown id 404, a department holding products or the last one 409), kept in the
// mock server's memory (`state.departments`, which the store's settings list), and named
// variants for the Departments screen's other states.
import {
  type AdminDepartment,
  type AdminDepartmentsResponse,
  DEPARTMENT_MESSAGES,
  type Department,
  DepartmentCreateRequest,
  DepartmentOrderRequest,
  DepartmentUpdateRequest,
  type ErrorResponse,
  MAX_DEPARTMENTS,
  REFUSAL_FALLBACKS,
  refusalOf,
  slugFromLabel,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import type { z } from 'zod'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { state } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'
import { mockProductsIn } from './products.ts'

type Answer = AdminDepartmentsResponse | ErrorResponse

/** Every department in order, with the products the mock catalogue has in each. */
const listed = (): AdminDepartment[] =>
  state.departments.map((d) => ({ ...d, aliases: [...d.aliases], ...mockProductsIn(d.id) }))

const answer = (status = 200) =>
  HttpResponse.json<AdminDepartmentsResponse>({ success: true, departments: listed() }, { status })

/** The first problem the schema finds, on its field, as the server reports it. */
function invalid(error: z.ZodError) {
  const { message, field } = refusalOf(error.issues, REFUSAL_FALLBACKS.body)
  return fail(message, 400, field)
}

const namesOf = (d: Department) => [d.id, d.slug, ...d.aliases].map((name) => name.toLowerCase())

/** The refusal of a name or link name another department has, case aside; undefined when free. */
function taken(others: readonly Department[], label: string | undefined, slug: string | undefined) {
  if (label !== undefined && others.some((d) => d.label.toLowerCase() === label.toLowerCase())) {
    return fail(DEPARTMENT_MESSAGES.labelTaken, 400, 'label')
  }
  if (slug !== undefined && others.some((d) => namesOf(d).includes(slug.toLowerCase()))) {
    return fail(DEPARTMENT_MESSAGES.slugTaken, 400, 'slug')
  }
  return undefined
}

const create = http.post<never, never, Answer>(
  url('adminDepartmentCreate'),
  async ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = DepartmentCreateRequest.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return invalid(parsed.error)
    if (state.departments.length >= MAX_DEPARTMENTS) return fail(DEPARTMENT_MESSAGES.tooMany, 409)
    const { label } = parsed.data
    const slug = parsed.data.slug ?? slugFromLabel(label)
    if (!slug) return fail(DEPARTMENT_MESSAGES.slug, 400, 'slug')
    const refusal = taken(state.departments, label, slug)
    if (refusal) return refusal
    state.departments.push({ id: slug, label, slug, aliases: [] })
    return answer(201)
  },
)

const update = http.patch<{ id: string }, never, Answer>(
  url('adminDepartmentUpdate'),
  async ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const parsed = DepartmentUpdateRequest.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return invalid(parsed.error)
    const department = state.departments.find((d) => d.id === params.id)
    if (!department) return fail(DEPARTMENT_MESSAGES.notFound, 404, 'id')
    const others = state.departments.filter((d) => d !== department)
    const { label = department.label, slug = department.slug } = parsed.data
    const refusal = taken(
      others,
      label === department.label ? undefined : label,
      slug === department.slug ? undefined : slug,
    )
    if (refusal) return refusal
    if (slug !== department.slug) {
      // The old link name keeps leading here; one differing only in case needs no alias.
      const kept = [...department.aliases, department.slug].filter(
        (alias) => alias.toLowerCase() !== slug.toLowerCase(),
      )
      department.aliases = kept.filter(
        (alias, index) =>
          kept.findIndex((other) => other.toLowerCase() === alias.toLowerCase()) === index,
      )
    }
    department.label = label
    department.slug = slug
    return answer()
  },
)

const order = http.put<never, never, Answer>(url('adminDepartmentsOrder'), async ({ request }) => {
  const refused = refusedToNonAdmin(request)
  if (refused) return refused
  const parsed = DepartmentOrderRequest.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) return invalid(parsed.error)
  const { ids } = parsed.data
  const known = state.departments.map((d) => d.id)
  if (
    ids.length !== known.length ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !known.includes(id))
  ) {
    return fail(DEPARTMENT_MESSAGES.order, 400, 'ids')
  }
  state.departments = ids.flatMap((id) => state.departments.filter((d) => d.id === id))
  return answer()
})

const remove = http.delete<{ id: string }, never, Answer>(
  url('adminDepartmentDelete'),
  ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const department = state.departments.find((d) => d.id === params.id)
    if (!department) return fail(DEPARTMENT_MESSAGES.notFound, 404, 'id')
    const { products } = mockProductsIn(department.id)
    if (products > 0) return fail(DEPARTMENT_MESSAGES.hasProducts(products), 409)
    if (state.departments.length <= 1) return fail(DEPARTMENT_MESSAGES.last, 409)
    state.departments = state.departments.filter((d) => d !== department)
    return answer()
  },
)

export const adminDepartmentHandlers = {
  /** GET: every department in order, with its products counted. */
  list: http.get<never, never, Answer>(url('adminDepartments'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    return refused ?? answer()
  }),
  /** POST: a new department, last; its link name (made from its name if left out) its id. */
  create,
  /** PATCH: a new name or link name; the old link name kept among the aliases. */
  update,
  /** PUT …/order: every id once, in the new order. */
  order,
  /** DELETE: an empty department, never the last. */
  remove,
  /** The list never arrives. */
  slow: http.get(url('adminDepartments'), neverAnswers),
  /** The list fails (500). */
  error: http.get(url('adminDepartments'), serverError),
  /** Saving a new one never finishes: the screen stays "Saving…". */
  createSlow: http.post(url('adminDepartmentCreate'), neverAnswers),
  createError: http.post(url('adminDepartmentCreate'), serverError),
}
