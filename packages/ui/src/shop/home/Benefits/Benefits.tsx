import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Icon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'

/** The promises a benefit can stand for, each with its own line icon. */
export const BENEFIT_ICONS = {
  returns: (
    <Icon>
      <path d="M4 9h11a5 5 0 0 1 0 10H9" />
      <path d="m8 5-4 4 4 4" />
    </Icon>
  ),
  card: (
    <Icon>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </Icon>
  ),
  support: (
    <Icon>
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2h-3" />
    </Icon>
  ),
  handmade: (
    <Icon>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 4v4.5M12 15.5V20M4 12h4.5M15.5 12H20" />
    </Icon>
  ),
} as const

export type BenefitIcon = keyof typeof BENEFIT_ICONS

export interface Benefit {
  /** Which icon stands beside it. */
  icon: BenefitIcon
  /** A short title, e.g. `Free 30-day returns`. */
  title: string
  /** One line that says what the promise means for the shopper. */
  text: string
  /** An optional link to more detail, e.g. the Help Center. */
  link?: { label: string; href: string }
}

export interface BenefitsProps {
  /** The promises, in order; three fill a row on wide screens. */
  items: readonly Benefit[]
  /**
   * The strip's heading, read by screen readers only (the titles speak for themselves on screen).
   * @defaultValue 'Why shop with Adire'
   */
  heading?: string
  className?: string
}

/** A strip of the store's standing promises (returns, payment, support), each with an icon. */
export function Benefits({ items, heading = 'Why shop with Adire', className }: BenefitsProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('border-y border-line py-10', className)}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-8 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-brand">
              {BENEFIT_ICONS[item.icon]}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
              {item.link ? (
                <Link
                  href={item.link.href}
                  className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-hover"
                >
                  {item.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
