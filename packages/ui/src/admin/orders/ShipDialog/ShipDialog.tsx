import { CourierName, formatOrderNumber, TrackingText } from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.ship

/** An order the dialog ships. */
export interface ShipDialogOrder {
  _id: string
  orderNumber: number
  reference: string
}

/** What the team gave: one courier, and a tracking number or link per order id (blank for none). */
export interface ShipmentChoice {
  courier: string
  tracking: Record<string, string>
}

export interface ShipDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The order being shipped, or the selection shipped in bulk. */
  orders: readonly ShipDialogOrder[]
  /** The couriers the store lists (Settings); "Other" lets the team type another. */
  couriers: readonly string[]
  /** The team confirmed, with a courier the contract accepts and tracking it accepts. */
  onShip: (choice: ShipmentChoice) => void
  /** Dismissed: the cancel button, Escape or the backdrop. */
  onCancel: () => void
  /**
   * The move is on its way to the server: the buttons wait.
   * @defaultValue false
   */
  saving?: boolean
  /** Why the server refused the move. */
  error?: string | null
  className?: string
}

/** Each field's message: the courier's, and each order's tracking by its id. */
type Errors = Record<string, string | undefined>

/**
 * "Mark as Shipped" (docs/product.md §11.11): asks for the courier (the store's list, or another
 * typed under Other) and the tracking number or link, optional but asked, one per order when
 * many ship at once. A modal dialog; the fields are checked with the contract's rules before
 * anything is sent.
 */
export function ShipDialog({
  open,
  orders,
  couriers,
  onShip,
  onCancel,
  saving = false,
  error,
  className,
}: ShipDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const choices = couriers.some((name) => name.toLowerCase() === T.other.toLowerCase())
    ? couriers
    : [...couriers, T.other]
  const [picked, setChoice] = useState(choices[0] ?? T.other)
  // The store's own list may arrive after the dialog opened: a choice it lacks gives way.
  const choice = choices.includes(picked) ? picked : (choices[0] ?? T.other)
  const [otherName, setOtherName] = useState('')
  const [tracking, setTracking] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Errors>({})
  const isOther = choice.toLowerCase() === T.other.toLowerCase()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  const submit = () => {
    const found: Errors = {}
    const courier = CourierName.safeParse(isOther ? otherName : choice)
    if (!courier.success) found.courier = courier.error.issues[0]?.message
    for (const order of orders) {
      const parsed = TrackingText.safeParse(tracking[order._id] ?? '')
      if (!parsed.success) found[order._id] = parsed.error.issues[0]?.message
    }
    setErrors(found)
    if (!courier.success || Object.keys(found).length > 0) return
    onShip({
      courier: courier.data,
      tracking: Object.fromEntries(
        orders.flatMap((order) => {
          const given = tracking[order._id]?.trim()
          return given ? [[order._id, given]] : []
        }),
      ),
    })
  }

  const only = orders.length === 1 ? orders[0] : undefined
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      onCancel={(event) => {
        event.preventDefault()
        if (!saving) onCancel()
      }}
      onKeyDown={(event) => {
        // Also for a synthesised Escape (assistive tools, tests), which the dialog ignores.
        if (event.key === 'Escape') {
          event.preventDefault()
          if (!saving) onCancel()
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !saving) onCancel()
      }}
      className={cn(
        'm-auto w-full max-w-[92vw] rounded-card border border-line bg-surface-raised p-6 text-ink shadow-lg backdrop:bg-black/50 sm:max-w-lg',
        className,
      )}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!saving) submit()
        }}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {T.title(orders.length, only?.reference)}
        </h2>
        <p className="text-sm text-muted">{T.intro}</p>
        <ToolbarSelect
          label={T.courier}
          value={choice}
          onChange={(next) => setChoice(next)}
          className="flex-col items-stretch gap-1.5 [&>label]:font-semibold"
          selectClassName="h-11 w-full"
          boxClassName="w-full"
        >
          {choices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </ToolbarSelect>
        {isOther ? (
          <TextField
            label={T.otherName}
            value={otherName}
            autoComplete="off"
            onChange={(event) => setOtherName(event.target.value)}
            error={errors.courier}
          />
        ) : errors.courier ? (
          <FormAlert>{errors.courier}</FormAlert>
        ) : null}
        <div className="flex max-h-72 flex-col gap-3 overflow-y-auto">
          {orders.map((order) => (
            <TextField
              key={order._id}
              label={only ? T.tracking : T.trackingFor(order.orderNumber)}
              hint={only ? T.trackingHint : undefined}
              value={tracking[order._id] ?? ''}
              autoComplete="off"
              onChange={(event) => setTracking({ ...tracking, [order._id]: event.target.value })}
              error={errors[order._id]}
              data-order={formatOrderNumber(order.orderNumber)}
            />
          ))}
        </div>
        {error && !saving ? <FormAlert>{error}</FormAlert> : null}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" disabled={saving} onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? T.saving : T.confirm(orders.length)}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
