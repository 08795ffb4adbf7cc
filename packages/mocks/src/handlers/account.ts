// `/api/users/account`, `/email`, `/data`, `/delete-account`: the demo shopper's own account
// (docs/product.md §3.6) with the server's rules (the password required to change the e-mail or
// delete the account, nothing changed until the new address confirms), kept in the mock
// server's memory, and named variants for the account pages' states.
import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountChangeResponse,
  type AccountDataExport,
  type AccountResponse,
  DeleteAccountRequest,
  EmailChangeRequest,
  type ErrorResponse,
  type MessageResponse,
  UpdateProfileRequest,
  USER_MESSAGES,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { FIXTURE_NOW } from '../fixtures/clock.ts'
import { DEMO_USER } from '../fixtures/people.ts'
import { addressBookOf } from './addresses.ts'
import { fail, invalidBody, neverAnswers, serverError, url } from './http.ts'
import { ordersOf } from './order-pages.ts'
import { callerOf } from './state.ts'

/** An address another account already uses: a change of e-mail to it is refused. */
export const TAKEN_EMAIL = 'taken@example.com'
/** A confirmation link the mock server treats as used or expired. */
export const USED_CONFIRMATION_TOKEN = 'used-confirmation-token'

/** Ada's account, a member since March. */
export const fixtureAccount: Account = {
  name: DEMO_USER.name,
  email: DEMO_USER.email,
  pendingEmail: null,
  emailConfirmed: true,
  memberSince: FIXTURE_NOW - 240 * 24 * 60 * 60 * 1000,
}

let account = structuredClone(fixtureAccount)

/** Puts the account back as the fixture has it, or as given. */
export function resetMockAccount(given: Account = fixtureAccount): void {
  account = structuredClone(given)
}

type ChangeAnswer = AccountChangeResponse | ErrorResponse

const changed = (message: string) =>
  HttpResponse.json<ChangeAnswer>({ success: true, message, account: structuredClone(account) })

/** The caller, or the 401 that turns them away; every call here is the demo shopper's. */
const signedIn = (request: Request) => {
  const caller = callerOf(request)
  return caller instanceof HttpResponse ? caller : undefined
}

export const accountHandlers = {
  account: http.get<never, never, AccountResponse | ErrorResponse>(
    url('account'),
    ({ request }) => {
      const refused = signedIn(request)
      if (refused) return refused
      return HttpResponse.json({ success: true, account: structuredClone(account) })
    },
  ),
  updateProfile: http.put(url('updateProfile'), async ({ request }) => {
    const refused = signedIn(request) ?? (await invalidBody(request.clone(), UpdateProfileRequest))
    if (refused) return refused
    const { name } = UpdateProfileRequest.parse(await request.json())
    account.name = name
    return changed(ACCOUNT_MESSAGES.profileSaved)
  }),
  requestEmailChange: http.post(url('requestEmailChange'), async ({ request }) => {
    const refused = signedIn(request) ?? (await invalidBody(request.clone(), EmailChangeRequest))
    if (refused) return refused
    const { newEmail, currentPassword } = EmailChangeRequest.parse(await request.json())
    if (currentPassword !== DEMO_USER.password) {
      return fail(USER_MESSAGES.currentPasswordWrong, 400, 'currentPassword')
    }
    if (newEmail.toLowerCase() === account.email.toLowerCase()) {
      return fail(ACCOUNT_MESSAGES.emailUnchanged, 400, 'newEmail')
    }
    if (newEmail.toLowerCase() === TAKEN_EMAIL) return fail(USER_MESSAGES.emailTaken, 409)
    account.pendingEmail = newEmail
    return changed(ACCOUNT_MESSAGES.emailChangeSent)
  }),
  cancelEmailChange: http.delete(url('cancelEmailChange'), ({ request }) => {
    const refused = signedIn(request)
    if (refused) return refused
    account.pendingEmail = null
    return changed(ACCOUNT_MESSAGES.emailChangeCancelled)
  }),
  sendAddressConfirmation: http.post(url('sendAddressConfirmation'), ({ request }) => {
    const refused = signedIn(request)
    if (refused) return refused
    if (account.emailConfirmed) return fail(ACCOUNT_MESSAGES.emailAlreadyConfirmed, 409)
    return changed(ACCOUNT_MESSAGES.confirmationSent)
  }),
  confirmEmailChange: http.post<{ token: string }, never, MessageResponse | ErrorResponse>(
    url('confirmEmailChange'),
    ({ params }) => {
      if (params.token === USED_CONFIRMATION_TOKEN) {
        return fail(ACCOUNT_MESSAGES.emailChangeInvalid, 400)
      }
      const moved = account.pendingEmail !== null
      if (account.pendingEmail) account.email = account.pendingEmail
      account.pendingEmail = null
      account.emailConfirmed = true
      const message = moved ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailConfirmed
      return HttpResponse.json({ success: true, message })
    },
  ),
  exportData: http.get<never, never, AccountDataExport | ErrorResponse>(
    url('exportData'),
    ({ request }) => {
      const refused = signedIn(request)
      if (refused) return refused
      return HttpResponse.json({
        exportedAt: FIXTURE_NOW,
        account: structuredClone(account),
        addresses: structuredClone(addressBookOf(DEMO_USER.email)),
        orders: ordersOf(DEMO_USER.email),
        contactMessages: [],
      })
    },
  ),
  deleteAccount: http.post<never, never, MessageResponse | ErrorResponse>(
    url('deleteAccount'),
    async ({ request }) => {
      const refused =
        signedIn(request) ?? (await invalidBody(request.clone(), DeleteAccountRequest))
      if (refused) return refused
      const { password } = DeleteAccountRequest.parse(await request.json())
      if (password !== DEMO_USER.password)
        return fail(ACCOUNT_MESSAGES.passwordWrong, 400, 'password')
      return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.accountDeleted })
    },
  ),
  /** A change of e-mail to ada.new@example.com, waiting for its link. */
  pendingEmail: http.get(url('account'), () =>
    HttpResponse.json<AccountResponse>({
      success: true,
      account: { ...structuredClone(account), pendingEmail: 'ada.new@example.com' },
    }),
  ),
  slow: http.get(url('account'), neverAnswers),
  error: http.get(url('account'), serverError),
  /** Saving the name never finishes. */
  changesSlow: http.put(url('updateProfile'), neverAnswers),
  /** Confirming never finishes. */
  confirmSlow: http.post(url('confirmEmailChange'), neverAnswers),
  /** The link was used, or withdrawn, or has expired. */
  confirmInvalid: http.post(url('confirmEmailChange'), () =>
    fail(ACCOUNT_MESSAGES.emailChangeInvalid, 400),
  ),
}
