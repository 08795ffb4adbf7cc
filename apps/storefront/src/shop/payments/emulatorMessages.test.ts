import { describe, expect, it } from 'vitest'
import { readEmulatorMessage } from './emulatorMessages.ts'

const ORIGIN = 'https://adire.example'
const frame = { name: 'the framed checkout' } as unknown as MessageEventSource
const other = { name: 'another window' } as unknown as MessageEventSource
const expected = { origin: ORIGIN, frame }

const message = (
  data: unknown,
  overrides: { origin?: string; source?: MessageEventSource } = {},
) => ({
  origin: overrides.origin ?? ORIGIN,
  source: overrides.source ?? frame,
  data,
})

describe("the emulator's messages", () => {
  it('reads a payment with its reference', () => {
    const paid = { source: 'adire-paystack-emulator', event: 'success', reference: 'ADR-1' }
    expect(readEmulatorMessage(message(paid), expected)).toEqual({
      event: 'success',
      reference: 'ADR-1',
    })
  })

  it('reads a cancelled payment', () => {
    const cancelled = { source: 'adire-paystack-emulator', event: 'cancel', reference: 'ADR-1' }
    expect(readEmulatorMessage(message(cancelled), expected)).toEqual({ event: 'cancel' })
  })

  it.each([
    [
      'another origin',
      message(
        { source: 'adire-paystack-emulator', event: 'success', reference: 'x' },
        { origin: 'https://evil.example' },
      ),
    ],
    [
      'another window of the same origin',
      message({ source: 'adire-paystack-emulator', event: 'cancel' }, { source: other }),
    ],
    ['another source', message({ source: 'react-devtools', event: 'success', reference: 'x' })],
    ['an unknown event', message({ source: 'adire-paystack-emulator', event: 'refund' })],
    [
      'a success without a reference',
      message({ source: 'adire-paystack-emulator', event: 'success' }),
    ],
    ['a string', message('adire-paystack-emulator')],
    ['nothing', message(null)],
  ])('ignores %s', (_, event) => {
    expect(readEmulatorMessage(event, expected)).toBeNull()
  })

  it('ignores everything while no frame is open', () => {
    const paid = { source: 'adire-paystack-emulator', event: 'success', reference: 'ADR-1' }
    expect(readEmulatorMessage(message(paid), { origin: ORIGIN, frame: null })).toBeNull()
  })
})

describe("the emulator's result page, as the server renders it", () => {
  /** Runs the page's script as a framed page would, and returns what it posted to its parent. */
  async function posted(outcome: 'paid' | 'cancelled' | 'transfer') {
    const { resultPage } = await import(
      '../../../../server/src/payments/paystack/emulator/pages.ts'
    )
    const html = String(
      resultPage({
        outcome,
        tx: {
          id: 42,
          channels: ['card', 'bank_transfer'],
          accessCode: 'code',
          reference: 'ADR-42',
          email: 'ada@example.com',
          amount: 100,
          callbackUrl: undefined,
        },
      }),
    )
    const attribute = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1]
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const messages: unknown[] = []
    const parent = { postMessage: (data: unknown) => messages.push(data) }
    const node = { dataset: { event: attribute('event'), reference: attribute('reference') } }
    new Function('window', 'document', script)(
      { parent, location: {} },
      { getElementById: () => node },
    )
    return messages
  }

  it('posts a payment the overlay reads as paid, with its reference', async () => {
    const [data] = await posted('paid')
    expect(readEmulatorMessage({ origin: ORIGIN, source: frame, data }, expected)).toEqual({
      event: 'success',
      reference: 'ADR-42',
    })
  })

  it('posts a transfer on its way as a finished window, so the store asks about it', async () => {
    const [data] = await posted('transfer')
    expect(readEmulatorMessage({ origin: ORIGIN, source: frame, data }, expected)).toEqual({
      event: 'success',
      reference: 'ADR-42',
    })
  })

  it('posts a cancellation the overlay reads as cancelled', async () => {
    const [data] = await posted('cancelled')
    expect(readEmulatorMessage({ origin: ORIGIN, source: frame, data }, expected)).toEqual({
      event: 'cancel',
    })
  })
})
