import { cn } from '../../../lib/cn.ts'
import { ChevronLeftIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number
  /** Items per page. */
  pageSize: number
  /** Items in all pages together. */
  total: number
  /** The address of a page: pages are links, so they can be opened, shared and gone back to. */
  hrefFor: (page: number) => string
  /**
   * The navigation's accessible name.
   * @defaultValue 'Pages'
   */
  label?: string
  className?: string
}

const step =
  'inline-flex h-10 items-center gap-1 rounded-full border px-4 text-sm font-medium transition-colors'

/**
 * Previous and Next links around "21–25 of 25", for a list served a page at a time. At either
 * end the missing step is shown greyed out (not a link), so the layout does not jump.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  label = 'Pages',
  className,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const link = (to: number, text: 'Previous' | 'Next') => {
    const icon = (
      <ChevronLeftIcon width={16} height={16} className={text === 'Next' ? 'rotate-180' : ''} />
    )
    const content =
      text === 'Previous' ? (
        <>
          {icon}
          {text}
        </>
      ) : (
        <>
          {text}
          {icon}
        </>
      )
    const enabled = to >= 1 && to <= pages
    return enabled ? (
      <Link
        href={hrefFor(to)}
        rel={text === 'Next' ? 'next' : 'prev'}
        className={cn(step, 'border-ink/25 text-ink hover:border-ink/60')}
      >
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(step, 'border-line text-muted')}>
        {content}
      </span>
    )
  }
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      {link(page - 1, 'Previous')}
      <p className="text-sm text-muted tabular-nums">
        {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
        <span className="sr-only">
          , page {page} of {pages}
        </span>
      </p>
      {link(page + 1, 'Next')}
    </nav>
  )
}
