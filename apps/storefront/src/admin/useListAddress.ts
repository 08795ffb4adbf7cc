import { useSearchParams } from '../app/router.tsx'

/** Changes to a list's address: a value set, or removed with undefined or ''. */
export type ListChanges = Record<string, string | number | undefined>

/**
 * A store team list's state, all in its address (`path` and its query), so that a filtered page
 * can be shared and gone back to: the search and page every list has, the query for the rest,
 * the address a change leads to, and the change made.
 */
export function useListAddress(path: string) {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() || undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const href = (changes: ListChanges) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      // Page 1 is the list's own address.
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
      else next.set(key, String(value))
    }
    const search = next.toString()
    return `${path}${search ? `?${search}` : ''}`
  }
  const go = (changes: ListChanges) =>
    setParams(new URL(href(changes), 'http://store').searchParams)
  return { params, q, page, href, go }
}
