import type { HTMLAttributes } from 'react'
import { cn } from '../lib/cn.ts'

/** Centres page content with the store's side padding; pass `max-w-*` to narrow it. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  )
}
