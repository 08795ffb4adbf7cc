import type { AdminHomeResponse } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { HOME_ADMIN_TEXTS } from '../texts.ts'

const T = HOME_ADMIN_TEXTS.setup

export interface SetupChecklistProps {
  setup: AdminHomeResponse['setup']
  className?: string
}

/**
 * The steps that make a fresh install a shop (docs/product.md §11.10): the store's e-mail (where
 * new orders go), contact details, delivery zones, Paystack keys, the first photo. Each is
 * ticked when done, and leads to where it is done.
 */
export function SetupChecklist({ setup, className }: SetupChecklistProps) {
  const done = setup.steps.filter((step) => step.done).length
  return (
    <section
      aria-labelledby="home-setup"
      className={cn('rounded-card border border-line bg-surface-raised p-4 sm:p-5', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-setup" className="text-lg font-semibold text-ink">
          {T.heading}
        </h2>
        <p className="text-sm text-muted">{T.progress(done, setup.steps.length)}</p>
      </div>
      <ul aria-label={T.heading} className="mt-3 divide-y divide-line">
        {setup.steps.map(({ step, done: isDone }) => {
          const text = T.steps[step]
          return (
            <li key={step} data-state={isDone ? 'done' : 'todo'} className="flex gap-3 py-3">
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
                  isDone ? 'border-success bg-success text-surface' : 'border-line',
                )}
              >
                {isDone ? '✓' : ''}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {text.label}
                  <span className="sr-only">: {isDone ? T.done : T.todo}</span>
                </p>
                {isDone ? (
                  step === 'payments' ? (
                    <p className="text-sm text-muted">{T.paystackSet}</p>
                  ) : null
                ) : (
                  <p className="text-sm text-muted">{text.hint}</p>
                )}
              </div>
              {!isDone && text.href && text.action ? (
                <Link
                  href={text.href}
                  className="shrink-0 self-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {text.action}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
