import {
  type AdminHomeResponse,
  type BestSeller,
  formatNaira,
  HOME_PERIODS,
  type HomePeriod,
  type PeriodFigures,
} from '@adire/contract'
import { useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { productEditorHref, HOME_ADMIN_TEXTS as T } from '../texts.ts'

const card = 'rounded-card border border-line bg-surface-raised p-4'
const sectionHeading = 'text-lg font-semibold text-ink'

/** The work waiting, each count a link to the list it counts. */
export function WorkWaiting({ work }: { work: AdminHomeResponse['work'] }) {
  const refunds = work.refundsFailed + work.refundsUnanswered
  const returns = work.returnsToDecide + work.returnsToSettle
  const tiles = [
    { key: 'toPack', count: work.toPack, ...T.work.toPack, hint: null },
    {
      key: 'transfers',
      count: work.transfersUnderWay,
      ...T.work.transfers,
      hint:
        work.transfersUnderWay > 0
          ? T.work.transfers.hint(formatNaira(work.transfersUnderWayAmount))
          : null,
    },
    {
      key: 'refunds',
      count: refunds,
      ...T.work.refunds,
      hint: refunds > 0 ? T.work.refunds.hint(work.refundsFailed, work.refundsUnanswered) : null,
    },
    {
      key: 'returns',
      count: returns,
      ...T.work.returns,
      hint: returns > 0 ? T.work.returns.hint(work.returnsToDecide, work.returnsToSettle) : null,
    },
    { key: 'messages', count: work.unreadMessages, ...T.work.messages, hint: null },
  ]
  return (
    <section aria-labelledby="home-work">
      <h2 id="home-work" className={sectionHeading}>
        {T.work.heading}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.key} className={cn(card, 'relative hover:border-ink/40')}>
            <Link
              href={tile.href}
              className="text-sm font-medium text-muted after:absolute after:inset-0"
            >
              {tile.label}
            </Link>
            <p
              className={cn(
                'mt-1 text-3xl font-semibold tabular-nums',
                tile.count > 0 ? 'text-ink' : 'text-muted',
              )}
            >
              {tile.count}
            </p>
            {tile.hint ? <p className="mt-1 text-xs text-muted">{tile.hint}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The change on the period before, in whole percent. */
function changeText({ period, current, previous }: PeriodFigures): string {
  const before = T.sales.before[period]
  if (previous.sales === 0) {
    return current.sales === 0 ? T.sales.change(0, before) : T.sales.noneBefore(before)
  }
  return T.sales.change(
    Math.round(((current.sales - previous.sales) / previous.sales) * 100),
    before,
  )
}

/** Today, this week and this month: paid sales, orders and the average order. */
export function SalesByPeriod({
  periods,
  testPayments,
  onTestsChange,
}: {
  periods: AdminHomeResponse['periods']
  testPayments: AdminHomeResponse['testPayments']
  /** Includes or leaves out the test payments; without it the choice is not offered. */
  onTestsChange?: ((include: boolean) => void) | undefined
}) {
  return (
    <section aria-labelledby="home-sales">
      <h2 id="home-sales" className={sectionHeading}>
        {T.sales.heading}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {periods.map((figures) => (
          <li key={figures.period} className={card}>
            <h3 className="text-sm font-semibold text-muted">{T.sales.periods[figures.period]}</h3>
            <p className="mt-1 text-3xl font-semibold text-ink tabular-nums">
              <span className="sr-only">{T.sales.paidSales}: </span>
              <span>{formatNaira(figures.current.sales)}</span>
            </p>
            <p className="text-xs text-muted">{changeText(figures)}</p>
            <dl className="mt-3 flex gap-6 text-sm">
              <div>
                <dt className="text-muted">{T.sales.orders}</dt>
                <dd className="font-medium text-ink tabular-nums">{figures.current.orders}</dd>
              </div>
              <div>
                <dt className="text-muted">{T.sales.average}</dt>
                <dd className="font-medium text-ink tabular-nums">
                  {formatNaira(figures.current.average)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <p>{T.sales.note}</p>
        {testPayments.included ? <p>{T.sales.testsIncluded}</p> : null}
        {!testPayments.included && testPayments.thisMonth > 0 ? (
          <p>{T.sales.testsLeftOut(testPayments.thisMonth)}</p>
        ) : null}
        {onTestsChange && (testPayments.included || testPayments.thisMonth > 0) ? (
          <button
            type="button"
            onClick={() => onTestsChange(!testPayments.included)}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {testPayments.included ? T.sales.excludeTests : T.sales.includeTests}
          </button>
        ) : null}
      </div>
    </section>
  )
}

/** Sizes low on stock or sold out, each leading to its product. */
export function RunningOut({ stock }: { stock: AdminHomeResponse['stock'] }) {
  return (
    <section aria-labelledby="home-stock" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-stock" className={sectionHeading}>
          {T.stock.heading}
        </h2>
        {stock.alerts.length > 0 ? (
          <p className="text-sm text-muted">
            {T.stock.summary(stock.lowCount, stock.soldOutCount)}
          </p>
        ) : null}
      </div>
      {stock.alerts.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{T.stock.none}</p>
      ) : (
        <>
          <ul aria-label={T.stock.heading} className="mt-2 divide-y divide-line">
            {stock.alerts.map((alert) => (
              <li
                key={`${alert.productId}/${alert.size}`}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <Link
                  href={productEditorHref(alert.productId)}
                  className="min-w-0 break-words font-medium text-ink underline-offset-4 hover:underline"
                >
                  {alert.name}, {alert.size}
                </Link>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    alert.units === 0 ? 'text-danger' : 'text-ink',
                  )}
                >
                  {alert.units === 0 ? T.stock.soldOut : T.stock.left(alert.units)}
                </span>
              </li>
            ))}
          </ul>
          <Link
            href={T.stock.seeAllHref}
            className="mt-2 inline-block text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            {T.stock.seeAll}
          </Link>
        </>
      )}
    </section>
  )
}

/** The period's best-selling products, with the sizes that sold; the period is chosen here. */
export function BestSellers({
  bestSellers,
  defaultPeriod = 'week',
}: {
  bestSellers: AdminHomeResponse['bestSellers']
  defaultPeriod?: HomePeriod
}) {
  const [period, setPeriod] = useState<HomePeriod>(defaultPeriod)
  const list: BestSeller[] = bestSellers[period]
  return (
    <section aria-labelledby="home-best" className={card}>
      <h2 id="home-best" className={sectionHeading}>
        {T.best.heading}
      </h2>
      <fieldset className="mt-2 flex flex-wrap gap-2">
        <legend className="sr-only">{T.best.choose}</legend>
        {HOME_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === period}
            onClick={() => setPeriod(option)}
            className={cn(
              'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium',
              option === period ? 'border-brand bg-brand text-brand-ink' : 'border-line text-ink',
            )}
          >
            {T.sales.periods[option]}
          </button>
        ))}
      </fieldset>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{T.best.none}</p>
      ) : (
        <ol aria-label={T.best.list} className="mt-2 divide-y divide-line">
          {list.map((product) => (
            <li
              key={product.productId}
              className="flex items-start justify-between gap-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <Link
                  href={productEditorHref(product.productId)}
                  className="break-words font-medium text-ink underline-offset-4 hover:underline"
                >
                  {product.name}
                </Link>
                <p className="text-muted">
                  {product.sizes.map((size) => `${size.size} ${size.units}`).join(' · ')}
                </p>
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p className="font-semibold text-ink">{T.best.sold(product.units)}</p>
                <p className="text-muted">{formatNaira(product.sales)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
