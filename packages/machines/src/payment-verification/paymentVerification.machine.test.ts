import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  paymentVerificationMachine,
  VERIFY_MESSAGES,
  VERIFY_REDIRECT_DELAYS,
} from './paymentVerification.machine.ts'

function start(
  input: { reference?: string | null; token?: string | null },
  verify: (params: { reference: string; token: string }) => Promise<{ success: boolean }>,
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

  it('on success clears the cart and goes to /orders after 2 s', async () => {
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
    expect(calls.redirect).toHaveBeenCalledWith('/orders')
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
