import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

const widths = {
  /** Most pages. */
  page: 'max-w-7xl',
  /** Long documents with a table of contents beside them (terms, privacy). */
  document: 'max-w-6xl',
  /** The home page's sections, at most ~1100 px wide. */
  sections: 'max-w-[1100px]',
  /** One column of reading (help centre). */
  narrow: 'max-w-3xl',
}

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** @defaultValue 'page' */
  width?: keyof typeof widths
}

/** Centres page content with the store's side padding, at one of the store's widths. */
export function Container({ width = 'page', className, ...props }: ContainerProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}
      {...props}
    />
  )
}
