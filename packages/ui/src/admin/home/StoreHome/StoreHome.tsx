import type { AdminHomeResponse } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { BestSellers, RunningOut, SalesByPeriod, WorkWaiting } from './HomeSections.tsx'
import { SetupChecklist } from './SetupChecklist.tsx'

export interface StoreHomeProps {
  /** Home's answer from the server. */
  home: AdminHomeResponse
  /** Includes or leaves out test payments in the figures; without it the choice is not offered. */
  onTestsChange?: (include: boolean) => void
  className?: string
}

/**
 * The store team's Home (docs/product.md §11.10): the setup checklist while a step is left,
 * the work waiting, sales today, this week and this month against the period before, sizes
 * running out and the best sellers. What it shows is the server's: it adds nothing up.
 */
export function StoreHome({ home, onTestsChange, className }: StoreHomeProps) {
  const setUp = home.setup.steps.every((step) => step.done)
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      {setUp ? null : <SetupChecklist setup={home.setup} />}
      <WorkWaiting work={home.work} />
      <SalesByPeriod
        periods={home.periods}
        testPayments={home.testPayments}
        onTestsChange={onTestsChange}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RunningOut stock={home.stock} />
        <BestSellers bestSellers={home.bestSellers} />
      </div>
    </div>
  )
}
