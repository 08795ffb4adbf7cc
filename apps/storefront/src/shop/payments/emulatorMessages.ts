/** The `source` the emulator's result page puts on its messages. */
export const EMULATOR_MESSAGE_SOURCE = 'adire-paystack-emulator'

export type EmulatorOutcome = { event: 'success'; reference: string } | { event: 'cancel' }

/**
 * What a `message` event says about the framed emulator checkout, or null when it is not the
 * emulator's: it must come from the store's own origin and from the framed page's window (any
 * page in another frame or tab could post a message), carry the emulator's `source`, and name
 * an outcome it knows.
 */
export function readEmulatorMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; frame: MessageEventSource | null },
): EmulatorOutcome | null {
  if (event.origin !== expected.origin) return null
  if (!expected.frame || event.source !== expected.frame) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (message.source !== EMULATOR_MESSAGE_SOURCE) return null
  if (message.event === 'cancel') return { event: 'cancel' }
  if (message.event === 'success' && typeof message.reference === 'string' && message.reference) {
    return { event: 'success', reference: message.reference }
  }
  return null
}
