import {
  type AdminDepartment,
  DepartmentCreateRequest,
  DepartmentUpdateRequest,
  departmentFromFilter,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import type { z } from 'zod'
import { FieldRefused } from '../http/errors.ts'
import type { Services } from '../services.ts'

/*
 * `npm run admin -- departments …` (docs/product.md §11.13): the shop's departments listed,
 * added, renamed, moved and removed by the same rules as the Departments screen, each change
 * recorded as the command line's.
 */

/** The departments, one a line in the shop's order, with their link names and products. */
export function departmentLines(departments: readonly AdminDepartment[]): string[] {
  return departments.map((d, index) => {
    const also = d.aliases.length > 0 ? `, also ${d.aliases.join(', ')}` : ''
    const link = d.slug === d.id ? '' : `, link ${d.slug}`
    const products = d.products === 1 ? '1 product' : `${d.products} products`
    return `${index + 1}. ${d.label} (id ${d.id}${link}${also}): ${products}, ${d.liveProducts} live`
  })
}

/**
 * The words after `flag` up to the next flag, as one text (`--name Summer dresses`), and the
 * arguments without the flag and its words; undefined when the flag is not there.
 */
function takeFlag(args: string[], flag: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(flag)
  if (at === -1) return { value: undefined, rest: args }
  let end = at + 1
  while (end < args.length && !args[end]?.startsWith('--')) end += 1
  return {
    value: args.slice(at + 1, end).join(' '),
    rest: [...args.slice(0, at), ...args.slice(end)],
  }
}

/** A request checked by its schema, refused with the rule's own words. */
function checked<T extends z.ZodType>(schema: T, request: unknown): z.infer<T> {
  const parsed = schema.safeParse(request)
  if (parsed.success) return parsed.data
  throw new Error(refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body).message)
}

/** `departments [list]`, `add NAME [--slug SLUG]`, `rename ID [--name NAME] [--slug SLUG]`, `move ID --to N`, `remove ID`. */
export async function departmentsCommand(
  args: string[],
  services: Services,
  usage: () => Error,
): Promise<string> {
  const { departments } = services
  const [action = 'list', ...rest] = args
  const listed = async (said: string, list?: AdminDepartment[]) =>
    [said, '', ...departmentLines(list ?? (await departments.list()))].join('\n').trimStart()
  /** The department a command names: by its id, link name, older link name or name, any case. */
  const named = async (typed: string | undefined) => {
    if (!typed) throw usage()
    const list = await departments.list()
    const found =
      departmentFromFilter(list, typed) ??
      list.find((d) => d.label.toLowerCase() === typed.toLowerCase())
    if (!found)
      throw new Error(`No department is called ${typed}: see npm run admin -- departments`)
    return found
  }
  try {
    if (action === 'list' && rest.length === 0) return listed('')
    if (action === 'add') {
      const { value: slug, rest: words } = takeFlag(rest, '--slug')
      if (words.length === 0 || slug === '') throw usage()
      const request = checked(DepartmentCreateRequest, {
        label: words.join(' '),
        ...(slug !== undefined ? { slug } : {}),
      })
      const list = await departments.create(request, 'command line')
      const made = list.at(-1)
      return listed(`Added ${made?.label} (id ${made?.id}).`, list)
    }
    if (action === 'rename') {
      const name = takeFlag(rest, '--name')
      const slug = takeFlag(name.rest, '--slug')
      if (slug.rest.length !== 1 || name.value === '' || slug.value === '') throw usage()
      const department = await named(slug.rest[0])
      const request = checked(DepartmentUpdateRequest, {
        ...(name.value !== undefined ? { label: name.value } : {}),
        ...(slug.value !== undefined ? { slug: slug.value } : {}),
      })
      const list = await departments.rename(department.id, request, 'command line')
      const renamed = list.find((d) => d.id === department.id)
      return listed(
        `${department.label} is now ${renamed?.label}, linked as ${renamed?.slug}.`,
        list,
      )
    }
    if (action === 'move') {
      const { value: to, rest: which } = takeFlag(rest, '--to')
      const place = Number(to)
      if (which.length !== 1 || !Number.isInteger(place)) throw usage()
      const department = await named(which[0])
      const ids = (await departments.list()).map((d) => d.id).filter((id) => id !== department.id)
      if (place < 1 || place > ids.length + 1) {
        throw new Error(`A department's place is 1 to ${ids.length + 1}.`)
      }
      ids.splice(place - 1, 0, department.id)
      const list = await departments.order(ids, 'command line')
      return listed(`${department.label} is now number ${place}.`, list)
    }
    if (action === 'remove' && rest.length === 1) {
      const department = await named(rest[0])
      const list = await departments.remove(department.id, 'command line')
      return listed(`Removed ${department.label}.`, list)
    }
  } catch (error) {
    if (error instanceof FieldRefused) throw new Error(error.message)
    throw error
  }
  throw usage()
}
