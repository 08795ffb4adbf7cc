import {
  type CartLine,
  flatDelivery,
  ORDER_MESSAGES,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type Product,
} from '@adire/contract'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import {
  type CheckoutEmitted,
  type CheckoutEvent,
  CheckoutRefusal,
  checkoutMachine,
  type PaymentPopupInput,
} from './checkout.machine.ts'
import { blankFields, type DeliveryForm, isReadyToPay } from './delivery-form.ts'
import { orderItems } from './order-terms.ts'
import { type CheckoutSubmission, checkSubmission } from './submission.ts'

const product = (id: string, price: number): Product => ({
  _id: id,
  name: id,
  description: '',
  price,
  image: ['/images/x.webp'],
  category: 'Hoodie' as Product['category'],
  sizes: ['M', 'L'],
  bestseller: false,
  date: 0,
})

const HOODIE = product('indigo-hoodie', 25_000)
const CAP = product('adire-cap', 7_500.5)

const LINES: CartLine[] = [
  { product: HOODIE, size: 'M', quantity: 2 },
  { product: CAP, size: 'L', quantity: 1 },
]

const ADDRESS: DeliveryForm = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '0803 123 4567',
}

const submit = (overrides: Partial<CheckoutSubmission> = {}): CheckoutEvent => ({
  type: 'SUBMIT',
  address: ADDRESS,
  method: 'paystack',
  lines: LINES,
  delivery: flatDelivery(1_500),
  token: 'tok',
  ...overrides,
})

const PLACED: PlaceOrderResponse = {
  success: true,
  orderId: 'order-1',
  reference: 'ADR-REF-1',
  amount: 5_950_050,
  currency: 'NGN',
  accessCode: 'access-1',
  authorizationUrl: '/paystack-emulator/checkout/access-1',
  publicKey: 'pk_test_x',
  testMode: true,
}

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface Fakes {
  placeOrder?: (input: { request: PlaceOrderRequest; token: string }) => Promise<PlaceOrderResponse>
  verifyPayment?: (input: {
    reference: string
    token: string
  }) => Promise<{ success: boolean; message?: string; refunding?: boolean }>
}

/** The checkout with fake effects; `popup` plays the payment popup the shopper sees. */
function start(fakes: Fakes = {}) {
  const calls = {
    placeOrder: vi.fn(fakes.placeOrder ?? (async () => PLACED)),
    verifyPayment: vi.fn(fakes.verifyPayment ?? (async () => ({ success: true }))),
    openPopup: vi.fn<(input: PaymentPopupInput) => void>(),
    closePopup: vi.fn(),
    errorToast: vi.fn<(message: string) => void>(),
    infoToast: vi.fn<(message: string) => void>(),
    successToast: vi.fn<(message: string) => void>(),
    clearCart: vi.fn(),
    rememberAddress: vi.fn(),
    saveAddress: vi.fn(),
    redirect: vi.fn<(to: string) => void>(),
  }
  const popup: { report?: (event: CheckoutEvent) => void } = {}
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }) => calls.placeOrder(input)),
      verifyPayment: fromPromise(({ input }) => calls.verifyPayment(input)),
      paymentPopup: fromCallback<CheckoutEvent, PaymentPopupInput>(({ input, sendBack }) => {
        calls.openPopup(input)
        popup.report = sendBack
        return () => calls.closePopup()
      }),
    },
    actions: {
      showErrorToast: (_, { message }) => calls.errorToast(message),
      showInfoToast: (_, { message }) => calls.infoToast(message),
      showSuccessToast: (_, { message }) => calls.successToast(message),
      clearCart: () => calls.clearCart(),
      rememberAddress: (_, { address }) => calls.rememberAddress(address),
      saveAddress: (_, params) => calls.saveAddress(params),
      redirect: (_, { to }) => calls.redirect(to),
    },
  })
  const actor = createActor(machine)
  const emitted: CheckoutEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, popup, emitted }
}

type Snapshot = SnapshotFrom<typeof checkoutMachine>
const paying = (s: Snapshot) => s.matches('awaitingPayment')

/** A checkout whose popup is open for the placed order. */
async function popupOpen(fakes: Fakes = {}) {
  const checkout = start(fakes)
  checkout.actor.send(submit())
  await waitFor(checkout.actor, paying)
  return checkout
}

/** Every effect that would tell the shopper something or change the cart. */
const nothingShown = (calls: ReturnType<typeof start>['calls']) => {
  expect(calls.placeOrder).not.toHaveBeenCalled()
  expect(calls.successToast).not.toHaveBeenCalled()
  expect(calls.clearCart).not.toHaveBeenCalled()
  expect(calls.redirect).not.toHaveBeenCalled()
}

describe('the checks before an order (docs/product.md §5)', () => {
  it('starts editing, with nothing to say', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
  })

  it.each([
    'firstName',
    'lastName',
    'email',
    'street',
    'city',
    'state',
    'zipcode',
    'country',
    'phone',
  ] as const)('refuses a blank %s (spaces only) and marks it', (field) => {
    const { actor, calls, emitted } = start()
    actor.send(submit({ address: { ...ADDRESS, [field]: '   ' } }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.errorToast).toHaveBeenCalledWith('Please fill in all delivery information fields.')
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([field])
    expect(emitted).toEqual([{ type: 'attention', focus: field }])
    nothingShown(calls)
  })

  it('names every blank field and points at the first', () => {
    const { actor, emitted } = start()
    actor.send(submit({ address: { ...ADDRESS, firstName: '', city: '', phone: '' } }))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'First name is required',
      city: 'City is required',
      phone: 'Phone is required',
    })
    expect(emitted).toEqual([{ type: 'attention', focus: 'firstName' }])
  })

  it('checks the fields before the method', () => {
    const { actor, calls } = start()
    actor.send(submit({ method: null, address: { ...ADDRESS, street: '' } }))
    expect(calls.errorToast).toHaveBeenCalledExactlyOnceWith(
      'Please fill in all delivery information fields.',
    )
  })

  it('asks for a payment method when none is chosen', () => {
    const { actor, calls, emitted } = start()
    actor.send(submit({ method: null }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.errorToast).toHaveBeenCalledWith(
      'Please select a payment method before placing your order.',
    )
    expect(emitted).toEqual([{ type: 'attention', focus: 'method' }])
    nothingShown(calls)
  })

  it.each([
    ['paypal', 'PayPal payment is coming soon!'],
    ['cash', 'Cash payment selected. Please prepare payment on delivery.'],
  ])('with %s says so as information and places no order', (method, message) => {
    const { actor, calls } = start()
    actor.send(submit({ method }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.infoToast).toHaveBeenCalledWith(message)
    expect(calls.errorToast).not.toHaveBeenCalled()
    nothingShown(calls)
  })

  it('refuses any other method and places no order', () => {
    const { actor, calls } = start()
    actor.send(submit({ method: 'bitcoin' }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.errorToast).toHaveBeenCalledWith('Unsupported payment method selected.')
    nothingShown(calls)
  })

  it("marks fields the contract refuses (an e-mail, a phone, a zip code's digits) without a toast", () => {
    const { actor, calls, emitted } = start()
    actor.send(submit({ address: { ...ADDRESS, email: 'ada@', zipcode: '10a', phone: '12345' } }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      zipcode: 'Zip code must be 3 to 10 digits',
      phone: 'Please enter a phone number such as 0803 123 4567 or +234 803 123 4567',
    })
    expect(emitted).toEqual([{ type: 'attention', focus: 'email' }])
    expect(calls.errorToast).not.toHaveBeenCalled()
    nothingShown(calls)
  })

  it("forgets a field's message once the shopper edits it", () => {
    const { actor } = start()
    actor.send(submit({ address: { ...ADDRESS, firstName: '', lastName: '' } }))
    actor.send({ type: 'FIELD.EDITED', field: 'firstName' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ lastName: 'Last name is required' })
  })

  it('refuses an order with nothing in it', () => {
    const { actor, calls } = start()
    actor.send(submit({ lines: [{ product: HOODIE, size: 'M', quantity: 0 }] }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.errorToast).toHaveBeenCalledWith('Your cart is empty')
    nothingShown(calls)
  })
})

describe('the order sent to the server', () => {
  it('carries the trimmed address with its phone in one form, the items and the amount', async () => {
    const { actor, calls } = start()
    actor.send(
      submit({
        address: { ...ADDRESS, firstName: '  Ada ', phone: '+234 803 123 4567' },
        lines: [...LINES, { product: CAP, size: 'M', quantity: 0 }],
      }),
    )
    await waitFor(actor, paying)
    expect(calls.placeOrder).toHaveBeenCalledExactlyOnceWith({
      token: 'tok',
      request: {
        address: { ...ADDRESS, firstName: 'Ada', phone: '+2348031234567' },
        // docs/product.md §5: only lines with a quantity above 0 become order items.
        items: [
          { _id: 'indigo-hoodie', selectedSize: 'M', quantity: 2 },
          { _id: 'adire-cap', selectedSize: 'L', quantity: 1 },
        ],
        // 2 × 25,000 + 7,500.50 + 1,500 delivery, in naira with kobo.
        amount: 59_000.5,
      },
    })
  })

  it('is busy while the server starts the payment; a second submit does nothing', async () => {
    const placed = deferred<PlaceOrderResponse>()
    const { actor, calls } = start({ placeOrder: () => placed.promise })
    actor.send(submit())
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send(submit())
    actor.send(submit())
    expect(calls.placeOrder).toHaveBeenCalledOnce()
    placed.resolve(PLACED)
    await waitFor(actor, paying)
    actor.send(submit())
    expect(calls.placeOrder).toHaveBeenCalledOnce()
    expect(calls.openPopup).toHaveBeenCalledOnce()
  })

  it("shows the server's refusal (409, prices changed) and lets the shopper edit again", async () => {
    const message =
      'The prices in your cart have changed since you opened it. Please review your cart and try again.'
    const { actor, calls } = start({
      placeOrder: async () => {
        throw new CheckoutRefusal(message)
      },
    })
    actor.send(submit())
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe(message)
    expect(calls.errorToast).toHaveBeenCalledExactlyOnceWith(message)
    expect(calls.openPopup).not.toHaveBeenCalled()

    // A new submit starts again, with the old failure gone.
    calls.placeOrder.mockImplementationOnce(async () => PLACED)
    actor.send(submit())
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, paying)
  })

  it('on an exception says something went wrong and can be submitted again', async () => {
    const { actor, calls } = start({
      placeOrder: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    actor.send(submit())
    await waitFor(actor, (s) => s.matches('error'))
    expect(calls.errorToast).toHaveBeenCalledWith('Something went wrong while placing your order.')
    expect(actor.getSnapshot().context.error).toBe('Something went wrong while placing your order.')
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    // Nothing was paid: there is nothing to check again.
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches('error')).toBe(true)

    calls.placeOrder.mockImplementationOnce(async () => PLACED)
    actor.send(submit())
    await waitFor(actor, paying)
  })
})

describe('the payment popup', () => {
  it("opens for the server's transaction with the payer's e-mail", async () => {
    const { actor, calls } = await popupOpen()
    expect(calls.openPopup).toHaveBeenCalledExactlyOnceWith({
      order: PLACED,
      email: 'ada@example.com',
    })
    expect(actor.getSnapshot().hasTag('paying')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it("closed without paying: 'Payment window closed' as information, back to the form", async () => {
    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.CANCEL' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.infoToast).toHaveBeenCalledExactlyOnceWith('Payment window closed')
    expect(calls.errorToast).not.toHaveBeenCalled()
    expect(calls.closePopup).toHaveBeenCalledOnce()
    expect(calls.verifyPayment).not.toHaveBeenCalled()
    expect(calls.clearCart).not.toHaveBeenCalled()
  })

  it('closed, then the same order submitted again: the order left waiting is paid again, not placed twice', async () => {
    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.CANCEL' })
    actor.send(submit())
    await waitFor(actor, paying)
    expect(calls.placeOrder).toHaveBeenCalledTimes(2)
    expect(calls.placeOrder.mock.calls[1]?.[0]).toEqual(
      expect.objectContaining({ waitingOrderId: 'order-1', token: 'tok' }),
    )
  })

  it('closed, then a different order submitted (another address, more items): placed as new', async () => {
    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.CANCEL' })
    actor.send(submit({ address: { ...ADDRESS, city: 'Ikeja' } }))
    await waitFor(actor, paying)
    popup.report?.({ type: 'PAYMENT.CANCEL' })
    actor.send(submit({ lines: [...LINES, { product: CAP, size: 'M', quantity: 1 }] }))
    await waitFor(actor, paying)
    expect(calls.placeOrder).toHaveBeenCalledTimes(3)
    for (const [input] of calls.placeOrder.mock.calls.slice(1)) {
      expect(input).not.toHaveProperty('waitingOrderId')
    }
  })

  it('that fails to open is an exception', async () => {
    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.ERROR', message: 'Script failed to load' })
    expect(actor.getSnapshot().value).toBe('error')
    expect(calls.errorToast).toHaveBeenCalledWith('Something went wrong while placing your order.')
    expect(calls.closePopup).toHaveBeenCalledOnce()
  })

  it('ignores reports once it has been closed', async () => {
    const { actor, calls, popup } = await popupOpen()
    const report = popup.report
    report?.({ type: 'PAYMENT.CANCEL' })
    report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(calls.verifyPayment).not.toHaveBeenCalled()
  })
})

describe('after the popup reports a payment', () => {
  it('confirms it with the server, empties the cart, says so and shows the order (docs/product.md §4)', async () => {
    const verified = deferred<{ success: boolean }>()
    const { actor, calls, popup } = await popupOpen({ verifyPayment: () => verified.promise })
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(calls.closePopup).toHaveBeenCalledOnce()
    expect(calls.verifyPayment).toHaveBeenCalledExactlyOnceWith({
      reference: 'ADR-REF-1',
      token: 'tok',
    })
    // Paying again while the server confirms does nothing.
    actor.send(submit())
    expect(calls.placeOrder).toHaveBeenCalledOnce()
    expect(calls.clearCart).not.toHaveBeenCalled()

    verified.resolve({ success: true })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.clearCart).toHaveBeenCalledOnce()
    expect(calls.successToast).toHaveBeenCalledExactlyOnceWith('Order placed successfully!')
    expect(calls.redirect).toHaveBeenCalledExactlyOnceWith('/orders?reference=ADR-REF-1')
    expect(calls.rememberAddress).toHaveBeenCalledWith({ ...ADDRESS, phone: '+2348031234567' })
    expect(calls.errorToast).not.toHaveBeenCalled()
  })

  it('saves a new address to the book once paid, only when the shopper asked (docs/product.md §3.4)', async () => {
    const asked = start()
    asked.actor.send(submit({ saveAddress: true }))
    await waitFor(asked.actor, paying)
    // Not before the order is placed: a window closed unpaid saves nothing.
    expect(asked.calls.saveAddress).not.toHaveBeenCalled()
    asked.popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(asked.actor, (s) => s.status === 'done')
    expect(asked.calls.saveAddress).toHaveBeenCalledExactlyOnceWith({
      address: { ...ADDRESS, phone: '+2348031234567' },
      token: 'tok',
    })

    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.rememberAddress).toHaveBeenCalledOnce()
    expect(calls.saveAddress).not.toHaveBeenCalled()
  })

  it("uses the order's reference when the popup reports none", async () => {
    const { actor, calls, popup } = await popupOpen()
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: '' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.verifyPayment).toHaveBeenCalledWith({ reference: 'ADR-REF-1', token: 'tok' })
  })

  it("when the server finds it unpaid: 'Order placement failed after payment.', cart kept", async () => {
    const { actor, calls, popup } = await popupOpen({
      verifyPayment: async () => ({ success: false }),
    })
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(calls.errorToast).toHaveBeenCalledExactlyOnceWith(
      'Order placement failed after payment.',
    )
    expect(actor.getSnapshot().context.error).toBe('Order placement failed after payment.')
    expect(calls.clearCart).not.toHaveBeenCalled()
    expect(calls.successToast).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
    // The shopper may try again.
    actor.send(submit())
    await waitFor(actor, paying)
    expect(calls.placeOrder).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['the order was cancelled meanwhile', false, ORDER_MESSAGES.refundingCancelled],
    ['another window paid it first', true, ORDER_MESSAGES.refundingDuplicate],
  ])(
    'when %s: says the money is coming back and shows the order, cart kept',
    async (_, success, message) => {
      const { actor, calls, popup } = await popupOpen({
        verifyPayment: async () => ({ success, message, refunding: true }),
      })
      popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
      await waitFor(actor, (s) => s.status === 'done')
      expect(actor.getSnapshot().value).toBe('refunding')
      expect(calls.infoToast).toHaveBeenCalledExactlyOnceWith(message)
      expect(calls.redirect).toHaveBeenCalledExactlyOnceWith('/orders?reference=ADR-REF-1')
      expect(calls.errorToast).not.toHaveBeenCalled()
      expect(calls.successToast).not.toHaveBeenCalled()
      // The cart was emptied by the payment that placed the order, if any: a new basket stays.
      expect(calls.clearCart).not.toHaveBeenCalled()
    },
  )

  it('when a bank transfer is on its way: the order waits for it on My Orders, cart emptied', async () => {
    const { actor, calls, popup } = await popupOpen({
      verifyPayment: async () => ({
        success: false,
        awaitingTransfer: true,
        message: ORDER_MESSAGES.awaitingTransfer,
      }),
    })
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('awaitingTransfer')
    expect(calls.infoToast).toHaveBeenCalledExactlyOnceWith(ORDER_MESSAGES.awaitingTransfer)
    expect(calls.redirect).toHaveBeenCalledExactlyOnceWith('/orders?reference=ADR-REF-1')
    expect(calls.clearCart).toHaveBeenCalledOnce()
    expect(calls.errorToast).not.toHaveBeenCalled()
  })

  it('when another payment is still going through: the order waits for it, with the server’s words', async () => {
    const { actor, calls, popup } = await popupOpen({
      verifyPayment: async () => ({
        success: false,
        paymentUnderWay: true,
        message: ORDER_MESSAGES.paymentUnderWay,
      }),
    })
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('awaitingTransfer')
    expect(calls.infoToast).toHaveBeenCalledExactlyOnceWith(
      'Your payment is still going through. Your order is placed as soon as it completes, and we’ll e-mail you then.',
    )
    expect(calls.redirect).toHaveBeenCalledExactlyOnceWith('/orders?reference=ADR-REF-1')
    expect(calls.clearCart).toHaveBeenCalledOnce()
  })

  it('on an exception while confirming, checks the same payment again on RETRY, never a new one', async () => {
    const { actor, calls, popup } = await popupOpen({
      verifyPayment: vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce({ success: true }),
    })
    popup.report?.({ type: 'PAYMENT.SUCCESS', reference: 'ADR-REF-1' })
    await waitFor(actor, (s) => s.matches('error'))
    expect(calls.errorToast).toHaveBeenCalledWith('Something went wrong while placing your order.')
    expect(calls.clearCart).not.toHaveBeenCalled()

    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.verifyPayment).toHaveBeenCalledTimes(2)
    expect(calls.verifyPayment).toHaveBeenLastCalledWith({ reference: 'ADR-REF-1', token: 'tok' })
    expect(calls.placeOrder).toHaveBeenCalledOnce()
    expect(calls.redirect).toHaveBeenCalledWith('/orders?reference=ADR-REF-1')
  })
})

describe('the helpers the page uses', () => {
  it('greys the pay button out until every field is filled and a method chosen', () => {
    expect(isReadyToPay(ADDRESS, 'paystack')).toBe(true)
    expect(isReadyToPay(ADDRESS, null)).toBe(false)
    expect(isReadyToPay({ ...ADDRESS, zipcode: ' ' }, 'paystack')).toBe(false)
    expect(blankFields({ ...ADDRESS, state: '', country: '\t' })).toEqual(['state', 'country'])
  })

  it('keeps only lines with a quantity above 0', () => {
    expect(orderItems([{ product: HOODIE, size: 'L', quantity: 0 }, ...LINES])).toHaveLength(2)
  })

  it('accepts a card order and nothing else', () => {
    expect(checkSubmission(submit() as CheckoutSubmission).ok).toBe(true)
    expect(checkSubmission({ ...(submit() as CheckoutSubmission), method: 'cash' }).ok).toBe(false)
  })
})
