import { ACCOUNT_MESSAGES, USER_MESSAGES } from '@adire/contract'
import type { AccountErrorCode } from './service.ts'

/** How each refusal of an account call is answered: its status, message and field. */
export const ACCOUNT_REFUSALS: Record<
  AccountErrorCode,
  { status: 400 | 401 | 409; message: string; field?: string }
> = {
  emailTaken: { status: 409, message: USER_MESSAGES.emailTaken },
  invalidCredentials: { status: 401, message: USER_MESSAGES.loginFailed },
  resetTokenInvalid: { status: 400, message: USER_MESSAGES.resetTokenInvalid },
  // 400, not 401: the session is fine, and a 401 would sign the shopper out.
  currentPasswordWrong: {
    status: 400,
    message: USER_MESSAGES.currentPasswordWrong,
    field: 'currentPassword',
  },
  emailUnchanged: { status: 400, message: ACCOUNT_MESSAGES.emailUnchanged, field: 'newEmail' },
  emailChangeInvalid: { status: 400, message: ACCOUNT_MESSAGES.emailChangeInvalid },
  emailAlreadyConfirmed: { status: 409, message: ACCOUNT_MESSAGES.emailAlreadyConfirmed },
  passwordWrong: { status: 400, message: ACCOUNT_MESSAGES.passwordWrong, field: 'password' },
  accountGone: { status: 401, message: USER_MESSAGES.sessionExpired },
}
