import { PAGE_ROUTES } from '@adire/contract'
import { Button, buttonVariants } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'

export interface NotFoundProps {
  /** Goes back one step in the shopper's history. */
  onGoBack: () => void
}

/** The 404 page's content: what happened and the ways out (back, home, contact). */
export function NotFound({ onGoBack }: NotFoundProps) {
  return (
    <section className="mx-auto max-w-xl py-10 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-6xl font-bold text-accent">404</p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
        Page not found
      </h1>
      <p className="mt-3 text-muted">
        The page you are looking for has moved or never existed. Try the collection, or tell us what
        you were after.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onGoBack}>
          Go back
        </Button>
        <Link href={PAGE_ROUTES.home} className={buttonVariants()}>
          Home
        </Link>
      </div>
      <p className="mt-6 text-sm text-muted">
        Need a hand?{' '}
        <Link href={PAGE_ROUTES.contact} className="font-medium text-ink underline">
          Contact us
        </Link>
      </p>
    </section>
  )
}
