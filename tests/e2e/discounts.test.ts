/**
 * A discount code from the owner's screen to the shopper's receipt (issue 45's "end to end"): the
 * owner makes ADIRE10 (10% off, items of ₦20,000 or more, once per customer); a shopper below the
 * minimum is told how much more; above it they pay 10% less through the emulator; the receipt
 * and the owner's order page show the discount; the same shopper is refused a second use; the
 * owner cancels the order and the use comes back.
 */
import { productPath } from '@adire/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
import {
  adminOrderDetails,
  adminOrderLink,
  collectErrors,
  launchChromium,
  openStore,
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

const PHONE = { width: 390, height: 844 }
const CAP = { id: 'lagos-sun-cap', name: 'Lagos Sun Cap, size One size' }
const DELIVERY = {
  street: '3 Awolowo Road',
  city: 'Ikoyi',
  state: 'Lagos',
  zipcode: '106104',
  phone: '0803 555 0145',
}

/** Types a code in the cart's field and applies it. */
async function applyCode(shopper: Page, code: string) {
  const field = shopper.getByRole('textbox', { name: 'Discount code' })
  await field.fill(code)
  await shopper.getByRole('button', { name: 'Apply', exact: true }).click()
}

/** The code's line of the cart's totals, once it shows. */
const discountLine = (shopper: Page, code: string) => shopper.locator(`[data-discount="${code}"]`)

describe('a discount code, from the owner to the shopper and back', () => {
  it('makes ADIRE10, keeps a guest’s code through the sign-up, tells a small cart how much more, takes 10% off the payment, refuses a second use and gives it back on cancelling', async () => {
    const stamp = Date.now()
    const ownerEmail = `owner.codes.${stamp}@example.com`
    await teamMember(server, 'Bisi Codes', ownerEmail)
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const ownerErrors = collectErrors(owner)
    await logIn(server, owner, ownerEmail)

    // 1. The owner makes ADIRE10 on the Discounts screen.
    await openStore(owner, `${server.url}/admin/discounts/new`)
    await owner.getByRole('textbox', { name: 'Code' }).fill('adire10')
    await owner.getByRole('radio', { name: 'A percentage off the items' }).click()
    await owner.getByRole('textbox', { name: 'Percentage off' }).fill('10')
    await owner.getByRole('textbox', { name: 'Smallest items total (optional)' }).fill('20,000')
    expect(await owner.getByRole('textbox', { name: 'Uses per customer' }).inputValue()).toBe('1')
    await owner.getByRole('button', { name: 'Make the code' }).click()
    await owner.getByRole('heading', { level: 2, name: 'ADIRE10' }).waitFor()

    // 2. A guest's code limited per customer waits for the login; signed up, the cart of one cap
    // (₦6,500) is judged for the account without typing the code again: ₦13,500 short.
    const shopper = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true })
    const shopperErrors = collectErrors(shopper)
    await openStore(shopper, `${server.url}${productPath(CAP.id)}`)
    await addToCart(shopper, 'One size')
    await openStore(shopper, `${server.url}/cart`)
    await applyCode(shopper, 'adire10')
    await shopper.getByText('Log in to use ADIRE10: it is limited per customer.').waitFor()
    await signUp(server, shopper, 'Amaka Obi', `amaka.${stamp}@example.com`)
    await openStore(shopper, `${server.url}/cart`)
    await shopper
      .getByText('Add ₦13,500 more to use ADIRE10: it needs items of ₦20,000 or more.')
      .waitFor()

    // 3. Four caps (₦26,000): 10% off, ₦2,600, and the payment is ₦23,400.
    for (let more = 0; more < 3; more++) {
      await shopper.getByRole('button', { name: `One more ${CAP.name}` }).click()
    }
    await applyCode(shopper, 'ADIRE10')
    const line = discountLine(shopper, 'ADIRE10')
    await line.waitFor()
    expect(await line.innerText()).toMatch(/ADIRE10 \(10% off\)\s*−₦2,600/)
    const reference = await payForCart(server, shopper, DELIVERY, '₦23,400')

    // 4. The receipt shows the code's line and the total paid.
    await openStore(shopper, `${server.url}/orders/${reference}`)
    const receipt = discountLine(shopper, 'ADIRE10')
    await receipt.waitFor()
    expect(await receipt.innerText()).toMatch(/−₦2,600/)
    await shopper.getByText('₦23,400').first().waitFor()

    // 5. The owner's order page shows it too.
    await openStore(owner, `${server.url}/admin/orders`)
    await adminOrderLink(owner, reference).click()
    const details = adminOrderDetails(owner, reference)
    await details.waitFor()
    expect(await details.locator('[data-discount="ADIRE10"]').innerText()).toMatch(/−₦2,600/)

    // 6. A second use by the same shopper is refused.
    await openStore(shopper, `${server.url}${productPath(CAP.id)}`)
    await addToCart(shopper, 'One size')
    for (let more = 0; more < 3; more++) {
      await openStore(shopper, `${server.url}/cart`)
      await shopper.getByRole('button', { name: `One more ${CAP.name}` }).click()
    }
    await applyCode(shopper, 'ADIRE10')
    await shopper.getByText('You have already used ADIRE10.').waitFor()

    // 7. The owner cancels the order: the use comes back, and the shopper's code applies again.
    await details.getByRole('button', { name: 'Cancel and refund', exact: true }).click()
    const dialog = owner.getByRole('alertdialog', { name: `Cancel and refund order ${reference}?` })
    await dialog.getByRole('button', { name: 'Cancel and refund', exact: true }).click()
    await details.getByRole('status').filter({ hasText: 'is now Cancelled' }).waitFor()
    await openStore(owner, `${server.url}/admin/discounts`)
    const row = owner.getByRole('row', { name: /ADIRE10/ })
    await row.waitFor()
    // Its cells: takes off, state, uses, held, given away, sales.
    const cells = await row.getByRole('cell').allInnerTexts()
    expect(cells.slice(0, 4)).toEqual(['10% off', 'Active', '0', '0'])

    await openStore(shopper, `${server.url}/cart`)
    await applyCode(shopper, 'ADIRE10')
    await discountLine(shopper, 'ADIRE10').waitFor()

    expect(ownerErrors).toEqual([])
    expect(shopperErrors).toEqual([])
    await owner.close()
    await shopper.close()
  })
})
