import {
  ADDRESS_BOOK_LIMIT,
  DeliveryAddress,
  type DeliveryRules,
  formatNaira,
  PAGE_ROUTES,
  type PaymentChannel,
  type SavedAddress,
  type SessionUser,
  STOCK_SHOPPER_MESSAGES,
} from '@adire/contract'
import {
  CARD_PROVIDER,
  type CheckoutFocus,
  type DeliveryField,
  type DeliveryForm as DeliveryValues,
  EMPTY_DELIVERY_FORM,
  isReadyToPay,
} from '@adire/machines'
import {
  Button,
  DeliveryForm,
  DiscountCodeField,
  FormAlert,
  Link,
  PayButton,
  withDeliveryField,
} from '@adire/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { deliveryFormOf, firstChoice, nameFields } from '../../account/address/savedAddress.ts'
import { acceptPrices } from '../../providers/cartPrices.ts'
import { CheckoutContext } from '../../providers/checkout.tsx'
import { forgetLastAddress, storedLastAddress } from '../../providers/lastAddress.ts'
import type { CartLinesState } from '../../providers/useCartLines.ts'
import type { LineStock } from '../../providers/useLineStock.ts'
import { priceCart, useCartDiscount } from '../discount/useCartDiscount.ts'
import { OrderSummary } from './OrderSummary.tsx'
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx'
import { SaveAddressOption } from './SaveAddressOption.tsx'

/**
 * The form a shopper starts from: their last order's address, else their name and e-mail in an
 * empty form in Nigeria. Until the server has said who is signed in, an empty form. A shopper
 * with saved addresses picks one of those instead: a new address starts from the name.
 */
function formFor(
  user: SessionUser | null,
  hasBook: boolean,
): { form: DeliveryValues; fromLastOrder: boolean } {
  if (!user) return { form: EMPTY_DELIVERY_FORM, fromLastOrder: false }
  // Still a valid address, or nothing: storage may hold anything.
  const last = hasBook ? undefined : DeliveryAddress.safeParse(storedLastAddress(user.email))
  if (last?.success) return { form: { ...last.data }, fromLastOrder: true }
  return { form: { ...EMPTY_DELIVERY_FORM, ...nameFields(user) }, fromLastOrder: false }
}

export interface CheckoutFormProps {
  cart: CartLinesState
  /** The stock of the cart's lines: flags for the summary, and whether paying waits. */
  stock: LineStock
  /** How the store prices delivery: the fee follows the state picked. */
  delivery: DeliveryRules
  /** Payments go to the built-in emulator: the shopper is told before paying. */
  testPayments: boolean
  /** The ways Paystack's window offers, once the store's settings have arrived. */
  paymentChannels?: readonly PaymentChannel[] | undefined
  token: string
  user: SessionUser | null
  /**
   * The shopper's saved addresses, the default first (docs/product.md §3.4): empty when there
   * are none; null when the book could not be read (the form then shows as for any shopper,
   * with nothing offered to save).
   */
  book: readonly SavedAddress[] | null
}

/**
 * The place-order form (docs/product.md §2, §5): delivery information, the payment method, the cart's
 * totals, and the pay button (greyed out until every field is filled and a method chosen), or
 * PLACE ORDER while no card provider is chosen. The checkout machine checks the submit, says
 * what is missing, and runs the payment. While a line of a sold-out size is in the cart
 * (§11.6), neither button can be pressed, and the reason is said beside them.
 */
export function CheckoutForm({
  cart,
  stock,
  delivery,
  testPayments,
  paymentChannels,
  token,
  user,
  book: readBook,
}: CheckoutFormProps) {
  const checkout = CheckoutContext.useActorRef()
  const busy = CheckoutContext.useSelector((s) => s.hasTag('busy'))
  const fieldErrors = CheckoutContext.useSelector((s) => s.context.fieldErrors)
  const failure = CheckoutContext.useSelector((s) => s.context.error)
  const canRetry = CheckoutContext.useSelector(
    (s) => s.matches('error') && s.context.paidReference !== null,
  )
  // Rendered only in the browser, once the session is known: storage can be read at once.
  const book = readBook ?? []
  const hasBook = book.length > 0
  const [start] = useState(() => formFor(user, hasBook))
  const [values, setValues] = useState<DeliveryValues>(start.form)
  const [fromLastOrder, setFromLastOrder] = useState(start.fromLastOrder)
  const [method, setMethod] = useState<string | null>(null)
  // The saved address the order goes to (the default at first), or the typed one.
  const [choice, setChoice] = useState(() => firstChoice(book))
  const [saveAddress, setSaveAddress] = useState(true)
  const chosen = book.find((address) => address.id === choice)
  const address = chosen ? deliveryFormOf(chosen) : values
  const bookFull = book.length >= ADDRESS_BOOK_LIMIT
  const touched = useRef(new Set<DeliveryField>())
  const form = useRef<HTMLFormElement>(null)
  const payHintId = useId()
  const waitsId = useId()
  // The code on the cart, judged again for this state (docs/product.md §11.14).
  const discount = useCartDiscount(cart.lines, address.state || undefined)

  // Once the server has said who is signed in: their form, if the shopper has typed nothing yet,
  // else their name and e-mail in the fields still blank.
  useEffect(() => {
    if (!user) return
    if (touched.current.size === 0) {
      const next = formFor(user, hasBook)
      setValues(next.form)
      setFromLastOrder(next.fromLastOrder)
      return
    }
    const prefill = nameFields(user)
    setValues((current) => {
      let next = current
      for (const [field, value] of Object.entries(prefill) as [DeliveryField, string][]) {
        if (!touched.current.has(field) && current[field].trim() === '' && value) {
          next = { ...next, [field]: value }
        }
      }
      return next
    })
  }, [user, hasBook])

  // The machine asks for the shopper's attention where the submit fell short.
  useEffect(() => {
    const subscription = checkout.on('attention', ({ focus }) => focusOn(form.current, focus))
    return () => subscription.unsubscribe()
  }, [checkout])

  function change(field: DeliveryField, value: string) {
    touched.current.add(field)
    setValues((current) => withDeliveryField(current, field, value))
    checkout.send({ type: 'FIELD.EDITED', field })
  }

  function clearForm() {
    forgetLastAddress()
    touched.current.clear()
    setFromLastOrder(false)
    setValues(formFor(user, hasBook).form)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || stock.waits) return
    // The shopper goes on with the prices the summary and the button show: a price change
    // told above is seen, and no longer told (docs/product.md §4.1).
    acceptPrices(cart.lines)
    checkout.send({
      type: 'SUBMIT',
      address,
      method: chosenMethod(event.currentTarget),
      lines: cart.lines,
      delivery,
      token,
      // Sent with the order, and the amount is the total less what it takes off.
      discount: discount.applied,
      // Only a new address joins the book, and only while it has room (docs/product.md §3.4).
      saveAddress: !chosen && readBook !== null && !bookFull && saveAddress,
    })
  }

  // The fee and its estimate follow the state as soon as it is picked (docs/product.md §9).
  const totals = priceCart(cart.lines, delivery, address.state || undefined, discount.applied)
  const total = totals.total
  const ready = isReadyToPay(address, method)
  const card = method === CARD_PROVIDER

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      aria-label="Place your order"
      className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <fieldset className="min-w-0">
        <legend className="mb-4 text-xl font-semibold">Delivery information</legend>
        <DeliveryForm
          values={values}
          errors={fieldErrors}
          onChange={change}
          disabled={busy}
          saved={hasBook ? { addresses: book, value: choice, onValueChange: setChoice } : undefined}
          notice={
            fromLastOrder ? (
              <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                Filled in from your last order.
                <button
                  type="button"
                  onClick={clearForm}
                  disabled={busy}
                  className="font-medium text-ink underline underline-offset-4 hover:text-accent"
                >
                  Clear the form
                </button>
              </p>
            ) : null
          }
        />
        {readBook !== null && !chosen ? (
          <SaveAddressOption
            checked={saveAddress}
            onCheckedChange={setSaveAddress}
            full={bookFull}
            disabled={busy}
          />
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-8 lg:sticky lg:top-24">
        <OrderSummary
          lines={cart.lines}
          subtotal={totals.subtotal}
          delivery={totals.delivery}
          freeDeliveryShortfall={totals.freeDeliveryShortfall}
          discount={totals.discount}
          discountField={<DiscountCodeField {...discount.field} />}
          priceChanges={cart.priceChanges}
          stockFlags={stock.flags}
        />
        <PaymentMethodPicker
          value={method}
          onValueChange={setMethod}
          testPayments={testPayments}
          {...(paymentChannels ? { channels: paymentChannels } : {})}
        />
        <div className="flex flex-col gap-3">
          {failure && !busy ? (
            <FormAlert>
              {failure}
              {canRetry ? (
                <>
                  {' '}
                  If you paid, no new payment is needed:{' '}
                  <button
                    type="button"
                    onClick={() => checkout.send({ type: 'RETRY' })}
                    className="font-semibold underline underline-offset-4"
                  >
                    Check my payment again
                  </button>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          {card ? (
            <>
              <PayButton
                busy={busy}
                disabled={(stock.waits || !ready) && !busy}
                aria-describedby={stock.waits ? waitsId : ready ? undefined : payHintId}
                className="w-full"
              >
                {`Pay ${formatNaira(total)}`}
              </PayButton>
              {stock.waits ? null : (
                <p id={payHintId} className="text-center text-sm text-muted">
                  {ready
                    ? 'You pay in a secure Paystack window without leaving this page.'
                    : 'Fill in every delivery field to pay.'}
                </p>
              )}
            </>
          ) : (
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={busy || stock.waits}
              aria-describedby={stock.waits ? waitsId : undefined}
            >
              PLACE ORDER
            </Button>
          )}
          {stock.waits ? (
            <p id={waitsId} className="text-center text-sm font-medium text-danger">
              {STOCK_SHOPPER_MESSAGES.checkoutWaits}{' '}
              <Link
                href={PAGE_ROUTES.cart}
                className="text-ink underline underline-offset-4 hover:text-accent"
              >
                Go to your cart
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  )
}

/**
 * The method as the form would post it: the checked radio's value, or null. Read from the form
 * rather than remembered, so the checkout judges exactly what the shopper submitted.
 */
function chosenMethod(form: HTMLFormElement): string | null {
  const method = form.elements.namedItem('method')
  // One option is one radio, not a list of them.
  if (method instanceof HTMLInputElement) return method.checked ? method.value : null
  return method instanceof RadioNodeList && method.value ? method.value : null
}

/** Moves the focus to a field (the first of the method's radios for the method). */
function focusOn(form: HTMLFormElement | null, focus: CheckoutFocus) {
  const target = form?.elements.namedItem(focus)
  if (target instanceof RadioNodeList) (target[0] as HTMLElement | undefined)?.focus()
  else if (target instanceof HTMLElement) target.focus()
}
