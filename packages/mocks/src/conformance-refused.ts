// How a conformance case says the server refuses: the status and the message, in the shape
// every refusal has. Shared by the case tables (conformance-cases.ts, conformance-account.ts).
import { ErrorResponse } from '@adire/contract'
import type { Outcome } from './conformance-run.ts'

export const refused = (status: number, message: string): Outcome => ({
  status,
  message,
  answer: ErrorResponse,
})
