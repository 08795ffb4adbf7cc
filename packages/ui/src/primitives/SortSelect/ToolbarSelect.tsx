import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { SelectChevron } from '../icons/icons.tsx'

interface ToolbarSelectProps {
  /** The short label shown beside the select. */
  label: string
  value: string
  /** Called with the value of the option picked. */
  onChange: (value: string) => void
  /** The `<option>`s. */
  children: ReactNode
  /** Classes for the wrapper around label and select. */
  className?: string | undefined
  /** Classes for the box around the select and its chevron (its width). */
  boxClassName?: string
  /** Classes for the select itself (its height). */
  selectClassName?: string
}

/**
 * The list toolbars' native `<select>`: a short label beside a pill-shaped select with a
 * chevron. Native, because the phone's own picker is the easiest one to use on a small screen,
 * and keyboards and screen readers know it. Shared by `SortSelect`, `FilterSelect` and
 * `DeliveryLine`.
 */
export function ToolbarSelect({
  label,
  value,
  onChange,
  children,
  className,
  boxClassName,
  selectClassName,
}: ToolbarSelectProps) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        {label}
      </label>
      <div className={cn('relative', boxClassName)}>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'cursor-pointer appearance-none rounded-full border border-line bg-surface-raised py-0 pr-9 pl-4 text-base text-ink hover:border-ink/40',
            selectClassName,
          )}
        >
          {children}
        </select>
        <SelectChevron />
      </div>
    </div>
  )
}
