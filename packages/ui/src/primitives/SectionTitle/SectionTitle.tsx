import { cn } from '../../lib/cn.ts'

export interface SectionTitleProps {
  /** The quiet first part of the title, e.g. `LATEST`. */
  text1: string
  /** The strong second part, e.g. `COLLECTION`. */
  text2?: string
  subtitle?: string
  /**
   * Heading level: 1 for a page's title, 2 for a section inside a page.
   * @defaultValue 2
   */
  level?: 1 | 2
  /** Id of the heading, for `aria-labelledby` on the section it titles. */
  id?: string
  /** Less space below, for a title directly above its text. */
  compact?: boolean
  className?: string
}

/** The store's two-tone section heading with a short rule after it. */
export function SectionTitle({
  text1,
  text2,
  subtitle,
  level = 2,
  id,
  compact = false,
  className,
}: SectionTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn(compact ? 'mb-4' : 'mb-6', className)}>
      <div className="flex items-center gap-3">
        <Heading id={id} className="text-2xl tracking-wide sm:text-3xl">
          <span className="text-muted">{text1}</span>
          {text2 ? (
            <>
              {' '}
              <span className="font-semibold text-ink">{text2}</span>
            </>
          ) : null}
        </Heading>
        <span aria-hidden="true" className="h-0.5 w-10 bg-accent sm:w-14" />
      </div>
      {subtitle ? <p className="mt-2 text-sm text-muted sm:text-base">{subtitle}</p> : null}
    </div>
  )
}
