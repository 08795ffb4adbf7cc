/**
 * The owner's day (issue 44's "done when"), on a 390 px phone, on a store just installed: Home
 * shows the setup checklist; the owner sets the store's e-mail and WhatsApp number (the shop's
 * chat link changes without a rebuild), makes a department "Dresses" and a draft product in it
 * (shoppers do not see it), publishes it with a sale price (shoppers see the old price struck
 * through); a shopper pays for it; the owner sees the new order arrive on Home without a reload,
 * prints its packing slip and marks it Shipped with Kwik and a tracking number; the shopper's
 * order shows the courier and the number.
 */
import { formatNaira, productPath } from '@adire/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
import {
  adminOrderDetails,
  collectErrors,
  launchChromium,
  openStore,
  orderCard,
} from './browser.ts'
import { fillNewProduct } from './catalogue-helpers.ts'
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
const NAME = 'Aso Oke Wrap Dress'
const ID = 'aso-oke-wrap-dress'
const PRICE = 45_000
const SALE_PRICE = 39_500
const TRACKING = 'KWK-240611-88'

/** The setup checklist's step named `label`: `done` or `todo`. */
const stepState = (owner: Page, label: string) =>
  owner
    .getByRole('list', { name: 'Set up your store' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .getAttribute('data-state')

describe("the owner's day", () => {
  it('sets the store up, sells a new dress on sale, and ships it with a tracking number', async () => {
    const stamp = Date.now()
    const ownerEmail = `owner.${stamp}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)
    const owner = await browser.newPage({ viewport: PHONE })
    const ownerErrors = collectErrors(owner)
    await logIn(server, owner, ownerEmail)

    // 1. Home on a fresh store: the checklist, with the store's e-mail still to do.
    await openStore(owner, `${server.url}/admin`)
    await owner.getByRole('heading', { name: 'Set up your store' }).waitFor()
    expect(await stepState(owner, 'Store e-mail address')).toBe('todo')

    // 2. The store's e-mail and WhatsApp number; the shop's chat button follows at once.
    await openStore(owner, `${server.url}/admin/settings`)
    await owner.getByRole('textbox', { name: 'Store e-mail address' }).fill('orders@adire.example')
    await owner.getByRole('textbox', { name: 'WhatsApp number' }).fill('0803 123 4567')
    await owner.getByRole('button', { name: 'Save settings' }).click()
    await owner.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor()

    const shopper = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true })
    const shopperErrors = collectErrors(shopper)
    await openStore(shopper, `${server.url}/`)
    expect(
      await shopper
        .getByRole('link', { name: /^Chat with us/ })
        .first()
        .getAttribute('href'),
    ).toContain('wa.me/2348031234567')

    // 3. A department of its own.
    await openStore(owner, `${server.url}/admin/products/departments`)
    const add = owner.getByRole('form', { name: 'Add a department' })
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Dresses')
    await add.getByRole('button', { name: 'Add department' }).click()
    await owner
      .getByRole('status')
      .filter({ hasText: 'Dresses added, last in the list.' })
      .waitFor()

    // 4. A draft in it: saved, not shown to shoppers.
    await fillNewProduct(server, owner, {
      name: NAME,
      description: 'Hand-woven aso oke, wrapped and tied at the waist.',
      department: 'Dresses',
      price: '45,000',
      sizes: ['S', 'M'],
      photo: { name: 'IMG_0503.jpg' },
    })
    await owner.getByRole('button', { name: 'Save draft', exact: true }).click()
    await owner.waitForURL(new RegExp(`/admin/products/${ID}$`))
    await owner
      .getByRole('status')
      .filter({ hasText: 'Saved as a draft: shoppers do not see it.' })
      .waitFor()

    const hidden = await openStore(shopper, `${server.url}${productPath(ID)}`)
    expect(hidden?.status()).toBe(404)
    await shopper.getByRole('heading', { name: 'No product found' }).waitFor()
    // The browser logs the page's own 404 and its data's: expected here, and nothing else.
    const notFound = shopperErrors.splice(0)
    expect(notFound.filter((error) => !error.endsWith('status of 404 (Not Found)'))).toEqual([])
    await openStore(shopper, `${server.url}/collection?filter=Dresses`)
    await shopper
      .getByText('No products to show yet.')
      .or(shopper.getByText('No products match your filters.'))
      .waitFor()

    // 5. Published on sale: the sale price, the old one struck through.
    await owner.getByLabel('Sale price (₦)').fill('39,500')
    await owner.getByRole('button', { name: 'Publish', exact: true }).click()
    await owner.getByRole('status').filter({ hasText: 'Published: shoppers see it now.' }).waitFor()

    await openStore(shopper, `${server.url}/collection?filter=Dresses`)
    const card = shopper
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: new RegExp(`^${NAME}`) })
    await card.waitFor()
    expect(await card.locator('s').innerText()).toContain(formatNaira(PRICE))
    expect(await card.innerText()).toContain(formatNaira(SALE_PRICE))

    // 6. The owner watches Home while a shopper pays.
    await openStore(owner, `${server.url}/admin`)
    await owner.getByRole('heading', { name: 'Set up your store' }).waitFor()
    expect(await stepState(owner, 'Store e-mail address')).toBe('done')

    await signUp(server, shopper, 'Ngozi Eze', `ngozi.${stamp}@example.com`)
    await openStore(shopper, `${server.url}${productPath(ID)}`)
    await addToCart(shopper, 'M')
    const reference = await payForCart(
      server,
      shopper,
      {
        street: '14 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
        zipcode: '106104',
        phone: '0803 555 0199',
      },
      formatNaira(SALE_PRICE),
    )

    // Within the shell's polling (10 s), without a reload.
    const arrived = owner.getByRole('status').filter({ hasText: `New order ${reference}` })
    await arrived.waitFor({ timeout: 30_000 })

    // 7. Its packing slip, then Packing and Shipped with Kwik and a tracking number.
    await arrived.getByRole('link', { name: 'View' }).click()
    const details = adminOrderDetails(owner, reference)
    await details.waitFor()
    await details.getByRole('link', { name: 'Packing slip' }).click()
    await owner.waitForURL(/\/admin\/orders\/packing-slips\?/)
    const slip = owner.locator('main')
    await slip.getByText('Ngozi Eze').first().waitFor()
    await slip.getByText(NAME).first().waitFor()
    // Back to the order, and on: a move right after printing once failed on the slip's cache.
    await owner.goBack()
    await details.waitFor()

    await details.getByRole('button', { name: 'Mark as Packing', exact: true }).click()
    await details
      .getByRole('status')
      .filter({ hasText: `Order ${reference} is now Packing.` })
      .waitFor()
    await details.getByRole('button', { name: 'Mark as Shipped', exact: true }).click()
    const ship = owner.getByRole('dialog', { name: `Ship order ${reference}` })
    await ship.getByRole('combobox', { name: 'Courier' }).selectOption('Kwik')
    await ship.getByRole('textbox', { name: /Tracking number or link/ }).fill(TRACKING)
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click()
    await details
      .getByRole('status')
      .filter({ hasText: `Order ${reference} is now Shipped.` })
      .waitFor()

    // 8. The shopper's order: shipped with Kwik, and the number to follow.
    await openStore(shopper, `${server.url}/orders`)
    const order = orderCard(shopper, reference)
    await order.waitFor()
    await order.getByText('Kwik').first().waitFor()
    await order.getByText(TRACKING).first().waitFor()

    expect(ownerErrors).toEqual([])
    expect(shopperErrors).toEqual([])
    await owner.close()
    await shopper.close()
  })
})
