import { z } from 'zod'
import { allowedCharacters } from '../shared/text.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

/**
 * Accounts: the calls of docs/product.md §7 (login, register, forgot and reset password) and the two the
 * session needs beyond it (`me` to restore a stored token, `logout` to revoke it).
 */

export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

/** What the server answers; the storefront shows its own specified texts on success. */
export const USER_MESSAGES = {
  registered: 'Account created',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  /** One message for an unknown e-mail and a wrong password: it tells an attacker nothing. */
  loginFailed: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  /** The same answer whether or not the address has an account. */
  resetRequested: 'If an account exists for that email, a reset link is on its way.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  resetTokenInvalid: 'This reset link is invalid, used or expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  currentPasswordWrong: 'Your current password is not right',
  /** No token at all on a call that needs one. */
  notAuthorised: 'Not authorised, please log in again',
  /** A token that is malformed, unknown, revoked or expired. */
  sessionExpired: 'Your session has expired, please log in again',
} as const

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  // Checked before the address pattern so a huge string never reaches the pattern.
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .check(allowedCharacters('Email'))
  .pipe(z.email({ error: 'Please enter a valid email address' }))

/** A new password: the rule the server enforces and the forms hint at. */
export const NewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .check(allowedCharacters('Password', 'password'))

/** A password the account already has: any length up to the bound (older rules were shorter). */
export const ExistingPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .check(allowedCharacters('Password', 'password'))

/** The shopper's name, as signed up with and as changed on the account page. */
export const DisplayName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .check(allowedCharacters('Name'))

/** A change of e-mail's fields (see `EmailChangeRequest`): the form checks them too. */
export const ChangeEmailFields = { newEmail: email, currentPassword: ExistingPassword }

export const LoginRequest = z.object(
  {
    email,
    password: ExistingPassword,
  },
  { error: 'Please send your email and password' },
)
export type LoginRequest = z.infer<typeof LoginRequest>

export const RegisterRequest = z.object(
  {
    name: DisplayName,
    email,
    password: NewPassword,
  },
  { error: 'Please send your name, email and password' },
)
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const AuthResponse = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  message: z.string(),
})
export type AuthResponse = z.infer<typeof AuthResponse>

/** The signed-in shopper; `admin` for the store team. */
export const SessionUser = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(['shopper', 'admin']),
})
export type SessionUser = z.infer<typeof SessionUser>

export const MeResponse = z.object({ success: z.literal(true), user: SessionUser })
export type MeResponse = z.infer<typeof MeResponse>

export const ForgotPasswordRequest = z.object({ email }, { error: 'Please send your email' })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>

export const ResetPasswordRequest = z.object(
  { newPassword: NewPassword },
  { error: 'Please send your new password' },
)
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>

/** Changing the password while signed in: the current one proves it is the owner at the keys. */
export const ChangePasswordRequest = z.object(
  { currentPassword: ExistingPassword, newPassword: NewPassword },
  { error: 'Please send your current and new passwords' },
)
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>
