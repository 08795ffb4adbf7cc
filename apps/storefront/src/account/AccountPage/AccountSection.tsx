import type { ReactNode } from 'react'

/** One part of the account page: a titled card (its title is the page's second level). */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  const titleId = `${id}-title`
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}
