import { ORDER_MESSAGES } from '@adire/contract'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  paymentVerificationMachine,
  VERIFY_MESSAGES,
  VERIFY_REDIRECT_DELAYS,
  type VerifyOutcome,
} from './payment-verification.machine.ts'

function start(
  input: { reference?: string | null; token?: string | null },
  verify: (params: { reference: string; token: string }) => Promise<VerifyOutcome>,
) {
  const calls = {
    verify: vi.fn(verify),
    clearCart: vi.fn(),
    redirect: vi.fn<(to: string) => void>(),
    toast: vi.fn<(message: string) => void>(),
  }
  const clock = new SimulatedClock()
  const machine = paymentVerificationMachine.provide({
    actors: { verifyPayment: fromPromise(({ input }) => calls.verify(input)) },
    actions: {
      clearCart: calls.clearCart,
      redirect: (_, params) => calls.redirect(params.to),
      showErrorToast: (_, params) => calls.toast(params.message),
    },
  })
  const actor = createActor(machine, {
    input: { reference: input.reference, token: input.token },
    clock,
  }).start()
  return { actor, clock, calls }
}

describe('payment verification', () => {
  it('starts pending with the verifying message while the server answers', () => {
    const { actor } = start({ reference: 'ADR-1', token: 't' }, () => new Promise(() => {}))
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    expect(actor.getSnapshot().context.message).toBe(VERIFY_MESSAGES.pending)
  })

  it('on success clears the cart and goes to /orders after 2 s, with the paid order opened at the top', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: true,
    }))
    await waitFor(actor, (s) => s.hasTag('success'))
    expect(calls.verify).toHaveBeenCalledWith({ reference: 'ADR-1', token: 't' })
    expect(actor.getSnapshot().context.message).toBe(VERIFY_MESSAGES.success)
    expect(calls.clearCart).toHaveBeenCalledOnce()
    clock.increment(VERIFY_REDIRECT_DELAYS.success - 1)
    expect(calls.redirect).not.toHaveBeenCalled()
    clock.increment(1)
    expect(calls.redirect).toHaveBeenCalledWith('/orders?reference=ADR-1')
  })

  it('when the server says no, keeps the cart and goes to /cart after 2.5 s', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: false,
    }))
    await waitFor(actor, (s) => s.hasTag('error'))
    expect(actor.getSnapshot().context.message).toBe(VERIFY_MESSAGES.failed)
    expect(calls.clearCart).not.toHaveBeenCalled()
    clock.increment(VERIFY_REDIRECT_DELAYS.failure - 1)
    expect(calls.redirect).not.toHaveBeenCalled()
    clock.increment(1)
    expect(calls.redirect).toHaveBeenCalledWith('/cart')
  })

  it('on an exception shows the error, toasts it and goes to /cart after 2.5 s', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => {
      throw new Error('network down')
    })
    await waitFor(actor, (s) => s.hasTag('error'))
    expect(actor.getSnapshot().context.message).toBe(VERIFY_MESSAGES.error)
    expect(calls.toast).toHaveBeenCalledWith(VERIFY_MESSAGES.error)
    clock.increment(VERIFY_REDIRECT_DELAYS.failure)
    expect(calls.redirect).toHaveBeenCalledWith('/cart')
  })

  it('for a second payment of a paid order: paid, the refund explained, the cart and page kept', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: true,
      message: ORDER_MESSAGES.refundingDuplicate,
      refunding: true,
    }))
    await waitFor(actor, (s) => s.hasTag('refunding'))
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('success')).toBe(true)
    expect(snapshot.hasTag('error')).toBe(false)
    expect(snapshot.context.message).toBe(VERIFY_MESSAGES.paidRefunding)
    expect(snapshot.context.notice).toBe(ORDER_MESSAGES.refundingDuplicate)
    // The cart was emptied when the order was first paid: what is in it now is a new basket.
    expect(calls.clearCart).not.toHaveBeenCalled()
    // The notice stays to be read: no redirect takes it away.
    clock.increment(10_000)
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(calls.toast).not.toHaveBeenCalled()
  })

  it.each([
    ['a cancelled order', ORDER_MESSAGES.refundingCancelled],
    ['a payment of another amount', ORDER_MESSAGES.refundingMismatch],
  ])('for %s: refunding, in the server’s words, not a failure to try again', async (_, message) => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: false,
      message,
      refunding: true,
    }))
    await waitFor(actor, (s) => s.hasTag('refunding'))
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('success')).toBe(false)
    expect(snapshot.hasTag('error')).toBe(false)
    expect(snapshot.context.message).toBe(VERIFY_MESSAGES.refunding)
    expect(snapshot.context.notice).toBe(message)
    expect(calls.clearCart).not.toHaveBeenCalled()
    clock.increment(10_000)
    // Not sent back to the cart to pay again.
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(calls.toast).not.toHaveBeenCalled()
  })

  it('says when the money returns should the server give no words of its own', async () => {
    const { actor } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: false,
      message: ' ',
      refunding: true,
    }))
    await waitFor(actor, (s) => s.hasTag('refunding'))
    expect(actor.getSnapshot().context.notice).toBe(
      'This payment is being refunded. It should reach your account within 10 working days.',
    )
  })

  it('for a bank transfer on its way: waits with the order, empties the cart, stays on the page', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: false,
      awaitingTransfer: true,
      message: ORDER_MESSAGES.awaitingTransfer,
    }))
    await waitFor(actor, (s) => s.hasTag('transfer'))
    expect(actor.getSnapshot().context).toMatchObject({
      message: VERIFY_MESSAGES.awaitingTransfer,
      notice: VERIFY_MESSAGES.transferNotice,
    })
    expect(actor.getSnapshot().hasTag('error')).toBe(false)
    expect(calls.clearCart).toHaveBeenCalledOnce()
    clock.increment(VERIFY_REDIRECT_DELAYS.failure * 10)
    expect(calls.redirect).not.toHaveBeenCalled()
  })

  it('for a USSD, bank or card payment still going through: waits with the order, stays on the page', async () => {
    const { actor, clock, calls } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: false,
      paymentUnderWay: true,
      message: ORDER_MESSAGES.paymentUnderWay,
    }))
    await waitFor(actor, (s) => s.matches('paymentUnderWay'))
    expect(actor.getSnapshot().context).toMatchObject({
      message: 'Your payment is still going through',
      notice:
        'Your order is placed as soon as it completes, and we’ll e-mail you then. There is no need to pay again.',
    })
    expect(actor.getSnapshot().hasTag('error')).toBe(false)
    expect(calls.clearCart).toHaveBeenCalledOnce()
    clock.increment(VERIFY_REDIRECT_DELAYS.failure * 10)
    expect(calls.redirect).not.toHaveBeenCalled()
  })

  it('has no notice for a payment that is kept', async () => {
    const { actor } = start({ reference: 'ADR-1', token: 't' }, async () => ({
      success: true,
      message: ORDER_MESSAGES.paymentVerified,
      refunding: false,
    }))
    await waitFor(actor, (s) => s.hasTag('success'))
    expect(actor.getSnapshot().hasTag('refunding')).toBe(false)
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it.each([
    ['no reference', { reference: null, token: 't' }],
    ['a blank reference', { reference: '  ', token: 't' }],
    ['no token', { reference: 'ADR-1', token: null }],
  ])('with %s shows the missing message and makes no call', (_, input) => {
    const { actor, clock, calls } = start(input, async () => ({ success: true }))
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(actor.getSnapshot().context.message).toBe(VERIFY_MESSAGES.missing)
    clock.increment(10_000)
    expect(calls.verify).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
  })
})
