/*
 * The account's own e-mails (docs/product.md §12): a reset link, a changed password, and the
 * links that prove an address (ADR 034), laid out as every message is (messages.ts).
 */
import { SITE_NAME } from '@adire/contract'
import { compose, hello, type Mail, type Recipient } from './messages.ts'

export function passwordResetMail(to: Recipient, link: string): Mail {
  return compose({
    to: to.email,
    subject: `Reset your ${SITE_NAME} password`,
    greeting: hello(to),
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of your ${SITE_NAME} account.`,
      'The link below works once, within the next hour.',
    ],
    action: { label: 'Choose a new password', href: link },
    closing: [
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  })
}

export function passwordChangedMail(to: Recipient, forgotPasswordLink: string): Mail {
  return compose({
    to: to.email,
    subject: `Your ${SITE_NAME} password was changed`,
    greeting: hello(to),
    paragraphs: [
      `The password of your ${SITE_NAME} account has just been changed, and every device that was signed in has been signed out.`,
    ],
    closing: [
      `If this was not you, reset your password at once at ${forgotPasswordLink} and reply to this e-mail so that we can help.`,
    ],
  })
}

/**
 * The link that proves an address, sent to it at sign-up (never stored: see MailQueue). The
 * address is not proven yet, so the message says nothing the account typed (ADR 034).
 */
export function addressConfirmationMail(to: string, link: string): Mail {
  return compose({
    to,
    subject: `Confirm your ${SITE_NAME} e-mail address`,
    greeting: 'Hello,',
    paragraphs: [
      `An ${SITE_NAME} account was just made with this address. Confirm that it is yours, so that your account can speak for it: your data, and messages you sent us from it before.`,
      'The link below works once, within the next 24 hours.',
    ],
    action: { label: 'Confirm my e-mail', href: link },
    closing: [
      'If you did not make this account, ignore this e-mail: the account will never hold anything you sent us.',
    ],
  })
}

/**
 * The link that confirms a new address, sent to that address (never stored: see MailQueue). Not
 * proven yet, so nothing the account typed is in it (ADR 034).
 */
export function emailChangeLinkMail(to: string, link: string): Mail {
  return compose({
    to,
    subject: `Confirm your new ${SITE_NAME} e-mail address`,
    greeting: 'Hello,',
    paragraphs: [
      `You asked to use this address for your ${SITE_NAME} account. Nothing changes until you confirm it.`,
      'The link below works once, within the next 24 hours.',
    ],
    action: { label: 'Confirm my new e-mail', href: link },
    closing: ['If you did not ask for this, ignore this e-mail: no account will use this address.'],
  })
}

/** The notice to the address in use that someone asked to replace it. */
export function emailChangeNoticeMail(to: Recipient, newEmail: string, accountLink: string): Mail {
  return compose({
    to: to.email,
    subject: `A change of e-mail was asked for your ${SITE_NAME} account`,
    greeting: hello(to),
    paragraphs: [
      // The new address is text the account typed: said only to an address already proven.
      `Someone signed in to your ${SITE_NAME} account asked to change its e-mail address to ${to.name === null ? 'another address' : newEmail}. It changes only when that address confirms it.`,
    ],
    closing: [
      `If this was not you, cancel the change at ${accountLink}, change your password there, and reply to this e-mail so that we can help.`,
    ],
  })
}
