import { randomBytes } from 'node:crypto'
import type { BackgroundTasks } from '../background.ts'
import type { Clock } from '../clock.ts'
import { PaystackClient } from './paystack/client.ts'
import { EMULATOR_PATH, PaystackEmulator } from './paystack/emulator/emulator.ts'

/** Real Paystack keys, from PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY. */
export interface PaystackKeys {
  secretKey: string
  publicKey: string
  baseUrl: string
  /** How to reach Paystack (tests hand a fake). @defaultValue the global fetch */
  fetch?: typeof fetch
}

/** How the store takes payments: Paystack, or the built-in emulator (no keys: no money moves). */
export interface PaymentGateway {
  paystack: PaystackClient
  /** For the storefront's popup. */
  publicKey: string
  /** Present when payments are emulated: mounted at EMULATOR_PATH. */
  emulator: PaystackEmulator | undefined
}

export function createGateway(options: {
  keys: PaystackKeys | undefined
  publicUrl: string
  background: BackgroundTasks
  clock: Clock
  /** Emulated webhook retries, in seconds (tests shorten them). */
  webhookRetrySeconds?: readonly number[]
  /** Seconds an emulated refund stays pending (tests shorten it). */
  refundSeconds?: number
  /** Seconds an emulated bank transfer takes to land. */
  transferSeconds?: number
}): PaymentGateway {
  if (options.keys) {
    const { publicKey, ...client } = options.keys
    return { paystack: new PaystackClient(client), publicKey, emulator: undefined }
  }
  // A key of this process only: nothing outside the server can call the emulator's API.
  const secretKey = `sk_test_emulator_${randomBytes(16).toString('hex')}`
  const emulator = new PaystackEmulator({
    secretKey,
    publicUrl: options.publicUrl,
    background: options.background,
    clock: options.clock,
    ...(options.webhookRetrySeconds ? { retryDelaysSeconds: options.webhookRetrySeconds } : {}),
    ...(options.refundSeconds !== undefined ? { refundSeconds: options.refundSeconds } : {}),
    ...(options.transferSeconds !== undefined ? { transferSeconds: options.transferSeconds } : {}),
  })
  const paystack = new PaystackClient({
    baseUrl: `${options.publicUrl}${EMULATOR_PATH}`,
    secretKey,
    fetch: emulator.fetch,
  })
  return { paystack, publicKey: 'pk_test_emulator', emulator }
}
