/**
 * What Paystack does after a payment, end to end in a browser (issue 40, docs/product.md §10.6
 * and §11.9), on one server with the built-in emulator:
 * - a refund Paystack cannot pay back to the card (`needs-attention`): the team sees it waiting,
 *   the shopper is e-mailed a link, gives a bank account on a phone (after two refusals, theirs
 *   and Paystack's), the refund is processed and My Orders says so;
 * - a dispute opened on the emulator's page: the store is e-mailed, the order's page shows it
 *   with its deadline, the team answers with a note and a delivery photo, the emulator shows the
 *   answer and the photo uploaded to it, and the bank's decision reaches the order's page.
 */
import { productPath, REFUND_ATTENTION_TEXTS, REFUND_DETAILS_TEXTS } from '@adire/contract'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '../../apps/server/src/payments/paystack/emulator/sandbox.ts'
import { phoneJpeg } from '../../apps/server/src/photos/test-images.ts'
import { runAdminCommand } from '../admin-command.ts'
import { eventually, mailsTo } from '../outbox.ts'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
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

const STORE_EMAIL = 'team@adire.test'
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startStore()
  browser = await launchChromium()
  await runAdminCommand(server, 'settings', 'set', 'store-email', STORE_EMAIL)
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

/** A shopper signed up on a phone, who has paid for a cap with `card`: the order's reference. */
async function shopperWithAPaidCap(name: string, email: string, card: string) {
  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
  const errors = collectErrors(shopper)
  await signUp(server, shopper, name, email)
  await openStore(shopper, `${server.url}${productPath('lagos-sun-cap')}`)
  await addToCart(shopper, 'One size')
  const delivery = {
    street: '4 Broad Street',
    city: 'Lagos Island',
    state: 'Lagos',
    zipcode: '101001',
    phone: '0803 555 0140',
  }
  const reference = await payForCart(server, shopper, delivery, '₦6,500', card)
  await expect.poll(() => statusOf(orderCard(shopper, reference))).toBe('Order Placed')
  return { shopper, errors, reference }
}

/** A team member signed in on a desktop, on the order's page in /admin/orders. */
async function teamOnOrder(name: string, email: string, reference: string) {
  await teamMember(server, name, email)
  const team = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors = collectErrors(team)
  await logIn(server, team, email)
  await openStore(team, `${server.url}/admin/orders?order=${reference}`)
  const details = adminOrderDetails(team, reference)
  await details.waitFor()
  return { team, errors, details }
}

describe('a refund Paystack cannot pay back to the card', () => {
  it('reaches the shopper’s e-mail, takes their bank account, and My Orders shows it refunded', async () => {
    const email = `ngozi.${Date.now()}@example.com`
    const { shopper, errors, reference } = await shopperWithAPaidCap(
      'Ngozi Eze',
      email,
      TEST_CARDS.refundNeedsAttention,
    )

    // 1. The team cancels the order and refunds it; Paystack parks the refund a few seconds
    // later, waiting for a bank account. The team sees it waiting, in the banner and the filter.
    const {
      team,
      errors: teamErrors,
      details,
    } = await teamOnOrder('Emeka Refunds', `emeka.${Date.now()}@example.com`, reference)
    await details.getByRole('button', { name: 'Cancel and refund', exact: true }).click()
    await team
      .getByRole('alertdialog', { name: `Cancel and refund order ${reference}?` })
      .getByRole('button', { name: 'Cancel and refund', exact: true })
      .click()
    await details
      .getByRole('status')
      .filter({ hasText: `Order ${reference} is now Cancelled.` })
      .waitFor()
    const subject = `Where should we send your ₦6,500 refund for order ${reference}?`
    const [mail] = (await mailsTo(server.dataDir, email, subject)).filter(
      (m) => m.subject === subject,
    )
    await openStore(team, `${server.url}/admin/orders?refund=needs-attention`)
    await team.getByText(REFUND_ATTENTION_TEXTS.waiting(1)).waitFor()
    await adminOrderLink(team, reference).waitFor()

    // 2. My Orders tells the shopper what is missing; the e-mail carries the link.
    await openStore(shopper, `${server.url}/orders`)
    const card = orderCard(shopper, reference)
    await card.getByText(REFUND_DETAILS_TEXTS.needsDetailsNote('₦6,500')).waitFor()
    expect(await paymentOf(card)).toMatch(/ · Refund needs your bank details$/)
    const link = /(http:\/\/\S+\/refund-details\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(link, mail?.text).toBeDefined()
    expect(mail?.html).toContain(`href="${link}"`)

    // 3. The shopper opens it (the e-mail names the store's public address; the test's server
    // listens on 127.0.0.1) and gives the account: a short number is refused on the page, an
    // account Paystack cannot resolve by Paystack, then the right one is taken.
    const { pathname, search } = new URL(link as string)
    await openStore(shopper, `${server.url}${pathname}${search}`)
    await shopper.getByRole('heading', { name: REFUND_DETAILS_TEXTS.title }).waitFor()
    await shopper
      .getByText(REFUND_DETAILS_TEXTS.intro('₦6,500', reference), { exact: true })
      .waitFor()
    const accountNumber = shopper.getByRole('textbox', { name: 'Account number' })
    const bank = shopper.getByRole('combobox', { name: 'Bank' })
    const send = shopper.getByRole('button', { name: REFUND_DETAILS_TEXTS.submit })
    await accountNumber.fill('012345678')
    await bank.selectOption({ label: 'Guaranty Trust Bank' })
    await send.click()
    await expect.poll(() => accountNumber.getAttribute('aria-invalid')).toBe('true')
    await shopper.getByText(REFUND_DETAILS_TEXTS.accountNumberInvalid).waitFor()

    await accountNumber.fill('0123450000')
    await send.click()
    await shopper
      .getByRole('alert')
      .filter({ hasText: REFUND_DETAILS_TEXTS.accountRefused })
      .waitFor()

    await accountNumber.fill('0123456789')
    await send.click()
    await shopper.getByRole('status').filter({ hasText: REFUND_DETAILS_TEXTS.done }).waitFor()

    // 4. Paystack pays it into that account a few seconds later (watched through the team's
    // API: asking the page that often would meet the account calls' rate limit). My Orders
    // shows it refunded, and no refund waits for the team any more.
    const teamToken = await team.evaluate(() => localStorage.getItem('token') ?? '')
    await eventually(
      'Paystack to pay the refund into the account',
      async () => {
        const res = await fetch(
          `${server.url}/api/admin/orders?refund=processed&q=${encodeURIComponent(reference)}`,
          { headers: { token: teamToken } },
        )
        const { orders } = (await res.json()) as { orders: { reference: string }[] }
        return orders.some((order) => order.reference === reference)
      },
      45_000,
    )
    await shopper.getByRole('link', { name: 'Go to My Orders' }).click()
    await card.waitFor()
    await card
      .getByText(/^This order was cancelled and your payment of ₦6,500 was refunded on /)
      .waitFor()
    expect(await paymentOf(card)).toMatch(/ · Refunded$/)
    const waiting = await fetch(`${server.url}/api/admin/orders?refund=needs-attention`, {
      headers: { token: teamToken },
    })
    expect(((await waiting.json()) as { orders: unknown[] }).orders).toEqual([])

    // The browser logs the one refusal the shopper met: Paystack's, answered 422.
    expect(errors).toEqual([expect.stringMatching(/refund-details.* status of 422 /)])
    expect(teamErrors).toEqual([])
    await shopper.close()
    await team.close()
  }, 150_000)
})

describe('a dispute (chargeback) opened by the shopper’s bank', () => {
  it('shows on the order’s page with its deadline, takes the team’s answer to Paystack, and records the bank’s decision', async () => {
    const { shopper, errors, reference } = await shopperWithAPaidCap(
      'Bayo Adeyemi',
      `bayo.${Date.now()}@example.com`,
      TEST_CARDS.success,
    )
    await shopper.close()

    // 1. The bank opens a dispute on the emulator's page, 16 hours to answer.
    const bank = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await bank.goto(`${server.url}/paystack-emulator/disputes`)
    await bank.getByRole('button', { name: `Open a dispute on ${reference}` }).click()
    const onEmulator = bank.getByRole('region', {
      name: new RegExp(`^Dispute \\d+ on ${reference}$`),
    })
    await onEmulator.waitFor()
    expect(await definition(onEmulator, 'Store’s answer')).toBe('none yet')

    // 2. The store is e-mailed at once, with a link to the order's page.
    const subject = `Dispute on order ${reference} (₦6,500)`
    const [mail] = (await mailsTo(server.dataDir, STORE_EMAIL, subject)).filter(
      (m) => m.subject === subject,
    )
    expect(mail?.text).toContain(`A shopper's bank disputes the payment`)
    expect(mail?.text).toMatch(/Answer before .+ GMT/)

    // 3. The team opens the order: Disputed, open, the deadline counting down.
    const funke = `funke.${Date.now()}@example.com`
    const { team, errors: teamErrors } = await teamOnOrder('Funke Disputes', funke, reference)
    const panel = team.getByRole('region', {
      name: new RegExp(`Disputed.*claimed on ${reference}`),
    })
    await panel.waitFor()
    await panel.getByText('Open: answer before the deadline').waitFor()
    expect(await definition(panel, 'Deadline')).toMatch(/^1[56] hours left \(/)

    // 4. The team declines it with a note; the delivery details start from the order's address.
    const form = panel.getByRole('form', { name: 'Answer the dispute' })
    expect(await form.getByRole('textbox', { name: 'The shopper’s name' }).inputValue()).toBe(
      'Bayo Adeyemi',
    )
    const note = 'Delivered to 4 Broad Street on the day promised; the shopper signed for it.'
    await form.getByRole('textbox', { name: 'Message to Paystack' }).fill(note)
    await form
      .getByRole('textbox', { name: 'Delivery date, YYYY-MM-DD (optional)' })
      .fill('2026-11-20')
    // The rider's photo of the parcel at the door, uploaded as product photos are.
    await form.getByLabel('Delivery photo (optional)').setInputFiles({
      name: 'doorstep.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg(1200, 900),
    })
    await form.getByRole('status').filter({ hasText: 'Photo attached' }).waitFor()
    await form.getByRole('button', { name: 'Send the answer to Paystack' }).click()
    await panel.getByText('Responded: waiting for the bank').waitFor()
    expect(await definition(panel, 'Answer')).toBe(note)
    expect(await definition(panel, 'Answered')).toMatch(new RegExp(` by ${funke}$`))

    // 5. The emulator (Paystack) has the answer and its evidence.
    await bank.reload()
    expect(await definition(onEmulator, 'Store’s answer')).toBe(`declined: ${note}`)
    expect(await definition(onEmulator, 'delivery_date')).toMatch(/^2026-11-20/)
    expect(await definition(onEmulator, 'customer_name')).toBe('Bayo Adeyemi')
    // The photo reached Paystack's storage through its upload URL, and the answer names it.
    expect(await definition(onEmulator, 'Photo')).toMatch(
      /^dispute-\d+-\d+-[0-9a-f]{12} \(image\/jpeg, \d+ kB\)$/,
    )

    // 6. The bank decides for the store: the order's page says the money stays.
    await onEmulator.getByRole('button', { name: 'The store wins' }).click()
    await expect
      .poll(
        async () => {
          await openStore(team, `${server.url}/admin/orders?order=${reference}`)
          return panel.innerText()
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toContain('Won: the money stays')

    expect(errors).toEqual([])
    expect(teamErrors).toEqual([])
    await bank.close()
    await team.close()
  }, 150_000)
})

/** The text of the `<dd>` after the `<dt>` that says exactly `term`. */
const definition = (within: Locator, term: string) =>
  within
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd')
    .innerText()

/** How an order's payment stands on My Orders, e.g. `Card · Refunded`. */
const paymentOf = (card: Locator) => definition(card, 'Payment method')
