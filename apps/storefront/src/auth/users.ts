import {
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  SERVER_ERROR_MESSAGE,
  type SessionUser,
} from '@adire/contract'
import { ApiError, answered, call } from '../api/client.ts'

export { ApiError }

/** docs/product.md §8: what a failed account call says when the server gives no message of its own. */
export const ACCOUNT_CALL_FAILED = SERVER_ERROR_MESSAGE
/** docs/product.md §8: the forgot-password request that never reached the server. */
export const RESET_LINK_NOT_SENT = 'Failed to send reset link'

/** POST /api/users/login: the session token. */
export function logIn(body: LoginRequest, signal?: AbortSignal): Promise<AuthResponse> {
  return answered(
    call('login', { body, fallbackMessage: ACCOUNT_CALL_FAILED, signal }),
    ACCOUNT_CALL_FAILED,
  )
}

/** POST /api/users/register: the new account's session token. */
export function register(body: RegisterRequest, signal?: AbortSignal): Promise<AuthResponse> {
  return answered(
    call('register', { body, fallbackMessage: ACCOUNT_CALL_FAILED, signal }),
    ACCOUNT_CALL_FAILED,
  )
}

/**
 * GET /api/users/me: who the token belongs to. Rejects with an ApiError of status 401 when the
 * server no longer accepts the token, and with another error when it could not be asked.
 */
export async function fetchMe(token: string, signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await call('me', { token, fallbackMessage: ACCOUNT_CALL_FAILED, signal })
  return user
}

/** POST /api/users/logout: revokes the token on the server. */
export function logOut(token: string): Promise<MessageResponse> {
  return call('logout', { token, fallbackMessage: ACCOUNT_CALL_FAILED })
}

/** POST /api/users/forgot-password: asks for a reset link by e-mail. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return answered(
    call('forgotPassword', { body, fallbackMessage: ACCOUNT_CALL_FAILED }),
    RESET_LINK_NOT_SENT,
  )
}

/** POST /api/users/reset-password/:token: sets a new password with the link's token. */
export function resetPassword(token: string, body: ResetPasswordRequest): Promise<MessageResponse> {
  return answered(
    call('resetPassword', { params: { token }, body, fallbackMessage: ACCOUNT_CALL_FAILED }),
    ACCOUNT_CALL_FAILED,
  )
}
