/**
 * After the payment: the store owner moves a shopper's order along on /admin/orders, the
 * shopper follows it on My Orders and by e-mail. The shopper's name and address are hostile
 * (markup that would run script if anything rendered it as HTML): every screen and e-mail that
 * shows them must show the text, never run or insert it.
 */
import { productPath } from '@adire/contract'
import type { Browser, Locator, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { confirmationSubject, eventually, mailsTo, type OutboxMessage } from '../outbox.ts'
import { confirmAddress, logIn, PASSWORD, registerAccount, signUp } from './accounts-helpers.ts'
import {
  adminOrderDetails,
  adminOrderLink,
  collectErrors,
  launchChromium,
  openStore,
  orderCard,
  statusOf,
} from './browser.ts'
import { addToCart, payForCart } from './checkout-helpers.ts'
import { startStore } from './prepared-store.ts'
import type { RunningServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startStore()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

/**
 * Each would set `window.__xss` if it ever ran. The name fits the account's 100 characters; the
 * first name the address's 60, the street its 200.
 */
const HOSTILE = {
  name: 'Ada <img src=x onerror="window.__xss=1">',
  firstName: '<svg onload="window.__xss=3">Ada',
  street: '<script>window.__xss=2</script> 12 Admiralty Way',
}
/** The checkout form fills the first name and the rest from the account's name. */
const HOSTILE_LAST_NAME = '<img src=x onerror="window.__xss=1">'

describe('tracking an order the store owner moves along', () => {
  it('takes a paid order through Packing and Shipped on /admin/orders, and the shopper sees it on My Orders and by e-mail, every hostile text shown as text', async () => {
    const shopperEmail = `ada.${Date.now()}@example.com`
    const ownerEmail = `owner.${Date.now()}@example.com`
    // The e-mails link to PUBLIC_URL, which defaults to localhost on the server's port.
    const ordersLink = `http://localhost:${new URL(server.url).port}/orders`

    // 1. The shopper signs up, orders a cap and pays on the emulator's checkout.
    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    const shopperErrors = collectErrors(shopper)
    await signUp(server, shopper, HOSTILE.name, shopperEmail)
    // Proven, so the store's mails may greet her by the name she typed (ADR 034).
    await confirmAddress(server, shopper, shopperEmail)
    await openStore(shopper, `${server.url}${productPath('lagos-sun-cap')}`)
    await addToCart(shopper, 'One size')

    await openStore(shopper, `${server.url}/place-order`)
    const form = shopper.getByRole('form', { name: 'Place your order' })
    await form.waitFor()
    // The account's name, split into the form's fields once the session is known, is kept as
    // text.
    await expect.poll(() => form.getByLabel('Last name').inputValue()).toBe(HOSTILE_LAST_NAME)
    await form.getByLabel('First name').fill(HOSTILE.firstName)
    await form.getByLabel('Street').fill(HOSTILE.street)
    await form.getByLabel('City').fill('Lekki')
    await form.getByLabel('State').selectOption('Lagos')
    await form.getByLabel('Zip code').fill('106104')
    await form.getByLabel('Phone').fill('0803 555 0101')
    await form.getByRole('radio', { name: /^Card/ }).check()
    await form.getByRole('button', { name: /^Pay ₦/ }).click()
    const checkout = shopper.frameLocator('iframe[title="Paystack checkout"]')
    await checkout.getByLabel('Card number').fill('4084084084084081')
    await checkout.getByRole('button', { name: /^Pay ₦/ }).click()

    await shopper.waitForURL(/\/orders\?reference=ADR-/)
    const reference = new URL(shopper.url()).searchParams.get('reference') as string
    const card = orderCard(shopper, reference)
    await card.getByText('Just placed').waitFor()
    expect(await card.getAttribute('data-highlighted')).toBe('true')
    expect(await statusOf(card)).toBe('Order Placed')
    await expectNothingInjected(shopper)

    // 2. The store owner's account, made an admin with the command line while the server runs.
    // The embedded database lives inside the server's process (a second process opening its
    // files would corrupt it), so the command hands itself to the running server through the
    // control socket in the data directory. The server sees the new role at once; had the
    // command opened the files itself, the server, working from its own memory, would not.
    await registerAccount(server, 'Bisi Store Owner', ownerEmail)
    const made = await runAdminCommand(server, 'create-admin', ownerEmail)
    expect(made).toContain(`${ownerEmail} is now an admin`)
    expect(await roleOf(ownerEmail)).toBe('admin')

    // 3. The owner, in a browser of their own, finds the order and moves it along.
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const ownerErrors = collectErrors(owner)
    await logIn(server, owner, ownerEmail)
    const adminPage = await openStore(owner, `${server.url}/admin/orders`)
    expectNoInlineScripts(adminPage)
    const search = owner.getByRole('searchbox', {
      name: 'Number, reference or e-mail',
    })
    await search.fill(reference)
    await search.press('Enter')
    await owner.waitForURL(/[?&]q=ADR-/)
    const row = owner.getByRole('list', { name: 'Orders', exact: true }).getByRole('listitem')
    await expect.poll(() => row.count()).toBe(1)
    await row.getByRole('link').click()
    const details = adminOrderDetails(owner, reference)
    await details.waitFor()
    expect(await statusOf(details)).toBe('Order Placed')

    await moveTo(details, reference, 'Packing')
    await moveTo(details, reference, 'Shipped')
    // Shipped has left the store: no cancelling, only the steps after it.
    expect(await moveButtons(details)).toEqual(['Mark as Out for delivery', 'Mark as Delivered'])
    expect(await row.locator('[data-status]').first().getAttribute('data-status')).toBe('Shipped')
    // The team sees who made each change: the payment, then the owner by name.
    expect(await timeline(details)).toEqual([
      ['Awaiting payment', 'Customer'],
      ['Order Placed', 'Paystack'],
      ['Packing', 'Bisi Store Owner'],
      ['Shipped', 'Bisi Store Owner'],
    ])

    // The hostile texts on the owner's screen: shown as typed, in the list and the details.
    await row.getByText(HOSTILE.name, { exact: true }).waitFor()
    await details.getByText(HOSTILE.name, { exact: true }).waitFor()
    await details.getByText(`${HOSTILE.firstName} ${HOSTILE_LAST_NAME}`, { exact: true }).waitFor()
    await details.getByText(HOSTILE.street, { exact: true }).waitFor()
    await expectNothingInjected(owner)

    // 4. The shopper, still on My Orders, asks for news: Shipped, with the whole history.
    await card.getByRole('button', { name: 'Track Order' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Your orders are up to date.' }).waitFor()
    expect(await statusOf(card)).toBe('Shipped')
    // The shopper is told who acted as they would say it: the store, not a team member's name;
    // the payment shows among the changes, taken by Paystack.
    expect(await timeline(card)).toEqual([
      ['Awaiting payment', 'You'],
      ['Payment received', 'Paystack'],
      ['Order Placed', 'Paystack'],
      ['Packing', 'Adire'],
      ['Shipped', 'Adire'],
    ])
    const current = card.getByRole('list', { name: 'Order history' }).locator('[aria-current]')
    expect(await current.innerText()).toMatch(/^Shipped/)
    // A fresh load of the page: rendered again from the server's answer, still nothing run. (My
    // Orders shows neither the name nor the address: here only their absence is checked.)
    const ordersPage = await openStore(shopper, `${server.url}/orders`)
    expectNoInlineScripts(ordersPage)
    expect(await statusOf(card)).toBe('Shipped')
    await expectNothingInjected(shopper)

    // 5. The e-mails: the confirmation and the shipped news (Packing is not news), both
    // linking to My Orders, with the hostile texts escaped in their HTML.
    const shippedSubject = `Your Adire order ${reference} is on its way`
    const mails = await mailsTo(server.dataDir, shopperEmail, shippedSubject)
    expect(mails.map((mail) => mail.subject)).toEqual([
      confirmationSubject(reference),
      shippedSubject,
    ])
    const [confirmation, shipped] = mails as [OutboxMessage, OutboxMessage]
    for (const mail of [confirmation, shipped]) {
      expect(mail.text).toContain(`Track your order: ${ordersLink}`)
      expect(mail.html).toContain(`href="${ordersLink}"`)
      // The plain-text part greets the shopper by the name as typed; the HTML part escapes it.
      expect(mail.text).toContain(`Hello ${HOSTILE.name},`)
      expect(mail.html).toContain(`Hello ${escaped(HOSTILE.name)},`)
      expectNoMarkupFromShopper(mail.html)
    }
    expect(shipped.text).toContain('your order has left our studio and is on its way to you')
    // The confirmation also repeats the delivery address.
    expect(confirmation.html).toContain(escaped(`${HOSTILE.firstName} ${HOSTILE_LAST_NAME}`))
    expect(confirmation.html).toContain(escaped(HOSTILE.street))

    expect(shopperErrors).toEqual([])
    expect(ownerErrors).toEqual([])
    await shopper.close()
    await owner.close()
  })
})

describe('cancelling a paid order', () => {
  it('cancels and refunds it from /admin/orders: the refund is on its way, then refunded, and the shopper is e-mailed', async () => {
    const shopperEmail = `tolu.${Date.now()}@example.com`
    const ownerEmail = `refunds.${Date.now()}@example.com`

    // 1. The shopper pays for a cap (₦6,500, no delivery fee) on the emulator's checkout.
    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    const shopperErrors = collectErrors(shopper)
    await signUp(server, shopper, 'Tolu Bamidele', shopperEmail)
    await confirmAddress(server, shopper, shopperEmail)
    const reference = await payForACap(shopper)

    // 2. A member of the store team, made an admin with the command line.
    await registerAccount(server, 'Kemi Refunds', ownerEmail)
    expect(await runAdminCommand(server, 'create-admin', ownerEmail)).toContain(
      `${ownerEmail} is now an admin`,
    )

    // 3. The team member opens the order: a paid order is cancelled and refunded in one step.
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const ownerErrors = collectErrors(owner)
    await logIn(server, owner, ownerEmail)
    await openStore(owner, `${server.url}/admin/orders`)
    await adminOrderLink(owner, reference).click()
    const details = adminOrderDetails(owner, reference)
    await details.waitFor()
    expect(await statusOf(details)).toBe('Order Placed')
    expect(await moveButtons(details)).toEqual([
      'Mark as Packing',
      'Mark as Shipped',
      'Mark as Out for delivery',
      'Mark as Delivered',
      'Cancel and refund',
    ])
    const refund = details.locator('[data-refund-status]')
    expect(await refund.count()).toBe(0)

    await details.getByRole('button', { name: 'Cancel and refund', exact: true }).click()
    const dialog = owner.getByRole('alertdialog', { name: `Cancel and refund order ${reference}?` })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(
      'The payment of ₦6,500 will be refunded to the shopper. A cancelled order cannot be moved again.',
    )
    await dialog.getByRole('button', { name: 'Cancel and refund', exact: true }).click()
    await details
      .getByRole('status')
      .filter({
        hasText: `Order ${reference} is now Cancelled. The refund of ₦6,500 is on its way to the shopper.`,
      })
      .waitFor()
    expect(await statusOf(details)).toBe('Cancelled')
    expect(await moveButtons(details)).toEqual([])
    expect(await refund.getAttribute('data-refund-status')).toBe('pending')
    expect(await refund.innerText()).toMatch(/^Refund of ₦6,500 on its way, started /)

    // 4. Paystack (the emulator) settles the refund a few seconds later and says so by webhook.
    // Watched through the API (reloading the page that often would hit the account calls' rate
    // limit), then the order, opened again from the list of refunds given back, shows it.
    const ownerToken = await apiLogin(ownerEmail)
    await eventually(
      'Paystack to settle the refund',
      async () => {
        const res = await fetch(
          `${server.url}/api/admin/orders?refund=processed&q=${encodeURIComponent(reference)}`,
          { headers: { token: ownerToken } },
        )
        const { orders } = (await res.json()) as { orders: { reference: string }[] }
        return orders.some((order) => order.reference === reference)
      },
      45_000,
    )
    await openStore(owner, `${server.url}/admin/orders?refund=processed&order=${reference}`)
    await adminOrderLink(owner, reference).waitFor()
    expect(await refund.getAttribute('data-refund-status')).toBe('processed')
    expect(await refund.innerText()).toMatch(/^Refunded ₦6,500 on /)
    expect(await details.getByRole('alert').count()).toBe(0)

    // 5. The shopper's e-mails: the confirmation, then the refund, linking to My Orders.
    const refundSubject = `Your Adire refund of ₦6,500 for order ${reference}`
    const mails = await mailsTo(server.dataDir, shopperEmail, refundSubject)
    expect(mails.map((mail) => mail.subject)).toEqual([
      confirmationSubject(reference),
      refundSubject,
    ])
    const refundMail = mails[1] as OutboxMessage
    expect(refundMail.text).toContain('Hello Tolu Bamidele,')
    expect(refundMail.text).toContain(
      `Your order ${reference} has been cancelled, so we are refunding your payment of ₦6,500.`,
    )
    expect(refundMail.text).toContain('This was a test payment: no money was taken or returned.')
    expect(refundMail.html).toContain(`href="http://localhost:${new URL(server.url).port}/orders"`)

    expect(shopperErrors).toEqual([])
    expect(ownerErrors).toEqual([])
    await shopper.close()
    await owner.close()
  })
})

/**
 * Orders a cap as the signed-in shopper and pays it with the emulator's card that pays; returns
 * the order's payment reference once My Orders shows it placed.
 */
async function payForACap(shopper: Page): Promise<string> {
  await openStore(shopper, `${server.url}${productPath('lagos-sun-cap')}`)
  await addToCart(shopper, 'One size')
  const reference = await payForCart(
    server,
    shopper,
    {
      street: '4 Broad Street',
      city: 'Lagos Island',
      state: 'Lagos',
      zipcode: '101001',
      phone: '0803 555 0102',
    },
    '₦6,500',
  )
  const card = orderCard(shopper, reference)
  await expect.poll(() => statusOf(card)).toBe('Order Placed')
  return reference
}

/** A fresh session's token, from a login through the API. */
async function apiLogin(email: string): Promise<string> {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await login.json()) as { token: string }).token
}

/** The role the server gives an account, asked with a fresh login. */
async function roleOf(email: string): Promise<string> {
  const token = await apiLogin(email)
  const me = await fetch(`${server.url}/api/users/me`, { headers: { token } })
  return ((await me.json()) as { user: { role: string } }).user.role
}

/**
 * Presses "Mark as <status>" and waits for the server's answer on the screen. Shipped asks for
 * the courier and the tracking first (docs/product.md §11.11): Kwik, with a tracking number.
 */
async function moveTo(details: Locator, reference: string, status: string) {
  await details.getByRole('button', { name: `Mark as ${status}`, exact: true }).click()
  if (status === 'Shipped') {
    const ship = details.page().getByRole('dialog', { name: `Ship order ${reference}` })
    await ship.getByRole('combobox', { name: 'Courier' }).selectOption('Kwik')
    await ship.getByRole('textbox', { name: /Tracking number or link/ }).fill('KW-1234')
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click()
  }
  await details
    .getByRole('status')
    .filter({ hasText: `Order ${reference} is now ${status}.` })
    .waitFor()
  expect(await statusOf(details)).toBe(status)
}

const moveButtons = (details: Locator) =>
  details.getByRole('region', { name: 'Move this order' }).getByRole('button').allInnerTexts()

/** An order's history as [status, by whom] pairs, oldest first. */
async function timeline(order: Locator): Promise<[string, string][]> {
  const entries = await order
    .getByRole('list', { name: 'Order history' })
    .getByRole('listitem')
    .allInnerTexts()
  return entries.map((entry) => [
    entry.split('\n')[0]?.trim() ?? '',
    /· by (.+)$/m.exec(entry)?.[1]?.trim() ?? '',
  ])
}

/**
 * Nothing of the hostile texts became part of the page: no script of theirs ran, and none of
 * their elements exists.
 */
async function expectNothingInjected(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined()
  expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0)
  const scripts = await page.locator('script').allTextContents()
  expect(scripts.filter((text) => text.includes('__xss'))).toEqual([])
}

/** The page's policy lets only the store's own scripts run, never inline ones it did not hash. */
function expectNoInlineScripts(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '))
  expect(scriptSrc).toMatch(/^script-src 'self'/)
  expect(scriptSrc).not.toContain("'unsafe-inline'")
}

/** The way an HTML e-mail must carry a shopper's text. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

/** The store's own e-mails have no images, scripts or drawings: any such tag came from a shopper. */
function expectNoMarkupFromShopper(html: string) {
  for (const tag of ['<img', '<script', '<svg']) expect(html).not.toContain(tag)
}
