import { Link } from '../Link/Link.tsx'

export interface EmptyStateProps {
  /** What there is none of: "Your cart is empty", "No orders found." */
  message: string
  /** Where to go instead. */
  action: { href: string; label: string }
}

/** A list with nothing in it yet: says so, and offers the way to fill it. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-muted">{message}</p>
      <Link
        href={action.href}
        className="font-medium text-ink underline underline-offset-4 hover:text-accent"
      >
        {action.label}
      </Link>
    </div>
  )
}
