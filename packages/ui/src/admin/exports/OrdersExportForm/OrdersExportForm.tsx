import { EXPORT_MESSAGES, type ExportRange, isDay } from '@adire/contract'
import { type FormEvent, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { EXPORT_ADMIN_TEXTS as T } from '../texts.ts'

export interface OrdersExportFormProps {
  /** Called with a range the form has checked; the page downloads the file. */
  onExport: (range: ExportRange) => void
  /**
   * While the file is being made.
   * @defaultValue false
   */
  busy?: boolean
  /** Why the last download failed (the server's words), if it did. */
  error?: string | null
  /** The name of the file last downloaded, said once it is. */
  done?: string | null
  /** The days the form starts with. */
  defaultRange?: ExportRange
  className?: string
}

/** The first problem of a range, in the server's words, and the field it is about. */
function problemOf({ from, to }: ExportRange): { field: 'from' | 'to'; message: string } | null {
  if (from && !isDay(from)) return { field: 'from', message: EXPORT_MESSAGES.from }
  if (to && !isDay(to)) return { field: 'to', message: EXPORT_MESSAGES.to }
  if (from && to && from > to) return { field: 'from', message: EXPORT_MESSAGES.order }
  return null
}

/**
 * The orders export for the accountant (docs/product.md §11.12): a range of Lagos days, either
 * end optional, checked with the server's rules before anything is asked, then a CSV download.
 */
export function OrdersExportForm({
  onExport,
  busy = false,
  error = null,
  done = null,
  defaultRange = {},
  className,
}: OrdersExportFormProps) {
  const [from, setFrom] = useState(defaultRange.from ?? '')
  const [to, setTo] = useState(defaultRange.to ?? '')
  const [problem, setProblem] = useState<ReturnType<typeof problemOf>>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) }
    const found = problemOf(range)
    setProblem(found)
    if (!found && !busy) onExport(range)
  }

  return (
    <form
      aria-label={T.ordersForm}
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={T.from}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={problem?.field === 'from' ? problem.message : undefined}
          className="w-[9.5rem]"
        />
        <TextField
          label={T.to}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={problem?.field === 'to' ? problem.message : undefined}
          className="w-[9.5rem]"
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          {busy ? T.busy : T.orders}
        </Button>
      </div>
      <p className="text-xs text-muted">{T.rangeHint}</p>
      {error ? <FormAlert>{T.failed(error)}</FormAlert> : null}
      {done && !busy && !error ? (
        <p role="status" className="text-sm text-muted">
          {T.done(done)}
        </p>
      ) : null}
    </form>
  )
}
