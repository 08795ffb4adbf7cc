// `/api/users/*`: log in, sign up, who is signed in, log out, the password reset and change, as the
// server's users folder answers them, with named variants for stories.
import {
  type AuthResponse,
  ChangePasswordRequest,
  type ErrorResponse,
  ForgotPasswordRequest,
  LoginRequest,
  type MeResponse,
  type MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  USER_MESSAGES,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { DEMO_USER } from '../fixtures/people.ts'
import { type Body, fail, invalidBody, untilStoryEnds, url } from './http.ts'
import { callerOf, MOCK_TOKEN } from './state.ts'

/** The reset-link token the mock server treats as used or expired. */
export const EXPIRED_RESET_TOKEN = 'expired'

const isDemoEmail = (email: string) => email.toLowerCase() === DEMO_USER.email

export const userHandlers = {
  login: http.post<never, Body<'login'>, AuthResponse | ErrorResponse>(
    url('login'),
    async ({ request }) => {
      const invalid = await invalidBody(request.clone(), LoginRequest)
      if (invalid) return invalid
      const { email, password } = await request.json()
      if (isDemoEmail(email) && password === DEMO_USER.password) {
        return HttpResponse.json({
          success: true,
          token: MOCK_TOKEN,
          message: USER_MESSAGES.loggedIn,
        })
      }
      return fail(USER_MESSAGES.loginFailed, 401)
    },
  ),
  register: http.post<never, Body<'register'>, AuthResponse | ErrorResponse>(
    url('register'),
    async ({ request }) => {
      const invalid = await invalidBody(request.clone(), RegisterRequest)
      if (invalid) return invalid
      const { email } = await request.json()
      if (isDemoEmail(email)) return fail(USER_MESSAGES.emailTaken, 409)
      return HttpResponse.json(
        { success: true, token: MOCK_TOKEN, message: USER_MESSAGES.registered },
        { status: 201 },
      )
    },
  ),
  me: http.get<never, never, MeResponse | ErrorResponse>(url('me'), ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    return HttpResponse.json({ success: true, user: caller })
  }),
  logout: http.post<never, never, MessageResponse | ErrorResponse>(url('logout'), ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    return HttpResponse.json({ success: true, message: USER_MESSAGES.loggedOut })
  }),
  forgotPassword: http.post<never, Body<'forgotPassword'>, MessageResponse | ErrorResponse>(
    url('forgotPassword'),
    async ({ request }) =>
      (await invalidBody(request, ForgotPasswordRequest)) ??
      HttpResponse.json({ success: true, message: USER_MESSAGES.resetRequested }),
  ),
  resetPassword: http.post<
    { token: string },
    Body<'resetPassword'>,
    MessageResponse | ErrorResponse
  >(url('resetPassword'), async ({ request, params }) => {
    const invalid = await invalidBody(request, ResetPasswordRequest)
    if (invalid) return invalid
    return params.token === EXPIRED_RESET_TOKEN
      ? fail(USER_MESSAGES.resetTokenInvalid, 400)
      : HttpResponse.json({ success: true, message: USER_MESSAGES.resetDone })
  }),
  /** The demo shopper's password is `DEMO_USER.password`; the mock keeps it as it is. */
  changePassword: http.post<never, Body<'changePassword'>, MessageResponse | ErrorResponse>(
    url('changePassword'),
    async ({ request }) => {
      const caller = callerOf(request)
      if (caller instanceof Response) return caller
      const invalid = await invalidBody(request.clone(), ChangePasswordRequest)
      if (invalid) return invalid
      const { currentPassword } = await request.json()
      return currentPassword === DEMO_USER.password
        ? HttpResponse.json({ success: true, message: USER_MESSAGES.passwordChanged })
        : fail(USER_MESSAGES.currentPasswordWrong, 400, 'currentPassword')
    },
  ),
  /** A stored token the server no longer accepts (expired, or revoked by a password reset). */
  sessionExpired: http.get(url('me'), () => fail(USER_MESSAGES.sessionExpired, 401)),
  /** The server fails without a message of its own: the storefront's fallback texts show. */
  error: http.post(
    '*/api/users/*',
    () => new HttpResponse('Internal Server Error', { status: 500 }),
  ),
  /** The connection drops: no answer at all. */
  networkError: http.post('*/api/users/*', () => HttpResponse.error()),
  slow: http.post('*/api/users/*', async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
}
