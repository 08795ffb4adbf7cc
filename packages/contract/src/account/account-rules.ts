/**
 * The account's texts as plain code, with no schema library: the confirmation page shows them on
 * a first visit (it is where an e-mail's link lands), while the schemas in account.ts load with
 * the first call.
 */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your name has been saved',
  /** The new address changes nothing until its link is opened. */
  emailChangeSent:
    'Check your new address: we have sent it a link. Your e-mail changes when you open it.',
  emailChangeCancelled: 'The change of e-mail was cancelled',
  emailChanged: 'Your e-mail address has been changed',
  /** A sign-up's address proven by its link (ADR 034). */
  emailConfirmed: 'Your e-mail address is confirmed',
  confirmationSent: 'We have sent a link to your address. Open it to confirm your e-mail.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed',
  emailUnchanged: 'That is already your e-mail address',
  emailChangeInvalid:
    'This confirmation link is invalid, used or expired. Please ask for a new one from your account.',
  /** Deleting the account with a password that is not the account's (at the `password` field). */
  passwordWrong: 'That password is not right',
  accountDeleted: 'Your account has been deleted',
  orderNotFound: 'That order is not in your account',
} as const
