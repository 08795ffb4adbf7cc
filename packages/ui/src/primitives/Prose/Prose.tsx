import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'

export interface ProseSection {
  /** The section's anchor: the contents link to `#id`. Unique on the page. */
  id: string
  /** The section's heading, also its entry in the contents. */
  heading: string
  /** The section's text: paragraphs, lists and links, styled by the layout. */
  content: ReactNode
}

export interface ProseProps {
  /** The document's title, the page's `h1`. */
  title: string
  /** A line under the title, e.g. when the text was last updated. */
  meta?: ReactNode
  /** Opening text before the contents. */
  intro?: ReactNode
  /** The numbered sections, each with a heading and an entry in the contents. */
  sections: readonly ProseSection[]
  /**
   * The heading of the table of contents.
   * @defaultValue 'Contents'
   */
  contentsLabel?: string
  className?: string
}

// Long-form text is styled here, once, so the sections can be plain paragraphs and lists.
const body = cn(
  'max-w-prose text-base leading-relaxed text-ink',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_li]:pl-1',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-hover',
  '[&_strong]:font-semibold [&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
)

/**
 * A readable long document (terms, policies): title, a table of contents that links to each
 * section, and the sections at a comfortable line length. The contents use plain `#id` anchors
 * so the browser scrolls to the section itself, with or without a client-side router.
 */
export function Prose({
  title,
  meta,
  intro,
  sections,
  contentsLabel = 'Contents',
  className,
}: ProseProps) {
  const contentsId = useId()
  return (
    <article className={cn('py-10', className)}>
      <header className="max-w-prose">
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
        {meta ? <p className="mt-3 text-sm text-muted">{meta}</p> : null}
        {intro ? <div className={cn(body, 'mt-4')}>{intro}</div> : null}
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-labelledby={contentsId}
          className="self-start rounded-card border border-line bg-surface-raised p-5 lg:sticky lg:top-24"
        >
          <h2 id={contentsId} className="text-sm font-semibold tracking-wider text-ink uppercase">
            {contentsLabel}
          </h2>
          <ol className="mt-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 py-1.5 text-right text-muted tabular-nums"
                >
                  {index + 1}.
                </span>
                <a
                  href={`#${section.id}`}
                  className="py-1.5 text-muted hover:text-ink hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className={body}>
              <h2
                id={section.id}
                className="scroll-mt-24 font-display text-xl font-semibold text-ink sm:text-2xl"
              >
                <span aria-hidden="true" className="text-muted">{`${index + 1}. `}</span>
                {section.heading}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
