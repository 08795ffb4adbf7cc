/**
 * A shopper on a 360 px phone, from a misspelt search to the confirmation (issue 41's "done
 * when"), on a product the owner photographed: a real photograph (not the seeded artwork) uploaded
 * through the admin screen and made into files by the store's pipeline. The shopper finds it by
 * a search with a slip, sees delivery to Kano with its days on the product page, adds it from the
 * bar that stays at the bottom of the screen, goes to checkout signed out, signs up, lands back
 * on the checkout with the cart, pays, and sees the confirmation with the order's short number.
 * The cart line and the checkout's summary keep the name readable beside the photo (an
 * assertion on the name's box).
 */
import { fileURLToPath } from 'node:url'
import { formatNaira, productPath } from '@adire/contract'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { logIn, PASSWORD, teamMember } from './accounts-helpers.ts'
import { launchChromium, openStore } from './browser.ts'
import { fillNewProduct } from './catalogue-helpers.ts'
import { nameLayout, payWith } from './checkout-helpers.ts'
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

const NAME = 'Kurmi Market Hoodie'
const ID = 'kurmi-market-hoodie'
const PRICE = 31_500
/** The North zone of the example zones: Kano's fee and days. */
const KANO_FEE = 5000

/** The name in `where` is shown whole, in a box wide enough to read, right of the picture. */
async function expectNameBesidePhoto(where: Locator) {
  const box = await nameLayout(where, NAME)
  expect(box).toEqual({ width: expect.any(Number), clipped: false, besidePicture: true })
  expect(box.width).toBeGreaterThan(120)
}

describe('a shopper on a phone', () => {
  it('finds a photographed product by a misspelt search and pays for it, signing up on the way', async () => {
    const stamp = Date.now()
    const example = fileURLToPath(new URL('../../docs/delivery-zones.example.csv', import.meta.url))
    expect(await runAdminCommand(server, 'zones', 'import', example)).toMatch(/^Imported 4/)

    // The owner adds the product with a photograph.
    const ownerEmail = `owner.${stamp}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await logIn(server, owner, ownerEmail)
    await fillNewProduct(server, owner, {
      name: NAME,
      description: 'Heavy indigo cotton, dyed in Kano’s Kofar Mata pits.',
      department: 'Hoodie',
      price: '31,500',
      sizes: ['M', 'L'],
      photo: { name: 'IMG_0412.jpg' },
    })
    await owner.getByRole('button', { name: 'Publish', exact: true }).click()
    await owner.waitForURL(new RegExp(`/admin/products/${ID}$`))
    await owner.close()

    const shopper = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })

    // A search from the header, with a slip: "kurmi hoddie".
    await openStore(shopper, `${server.url}/`)
    await shopper.getByRole('button', { name: 'Search products' }).click()
    const search = shopper.getByRole('search', { name: 'Search the store' })
    await search.getByRole('searchbox').fill('kurmi hoddie')
    await search.getByRole('searchbox').press('Enter')
    await shopper.waitForURL(/\/collection\?q=kurmi\+hoddie$/)
    await shopper.getByRole('status').filter({ hasText: 'Showing 1 product' }).waitFor()
    await shopper
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: new RegExp(`^${NAME}`) })
      .click()
    await shopper.waitForURL(`${server.url}${productPath(ID)}`)
    // The owner's photograph, not artwork.
    await expect
      .poll(() =>
        shopper
          .getByRole('img', { name: NAME })
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/\/photos\/[0-9a-f]{20}-\d+\.avif$/)

    // Delivery to Kano, told on the product page, with its days.
    const delivery = shopper.getByRole('region', { name: 'Delivery' })
    await delivery.getByLabel('Delivery to').selectOption('Kano')
    await delivery.getByText(`Delivery ${formatNaira(KANO_FEE)}, 3–5 working days`).waitFor()

    // A size, then down the page: ADD TO CART from the bar that stays in reach.
    await shopper.getByRole('radio', { name: 'M' }).check({ force: true })
    await shopper
      .getByRole('heading', { name: /Related|Description/ })
      .last()
      .scrollIntoViewIfNeeded()
    await shopper.mouse.wheel(0, 1500)
    const bar = shopper.getByRole('region', { name: 'Buy' })
    await bar.waitFor()
    await bar.getByRole('button', { name: 'ADD TO CART' }).click()
    await shopper.getByRole('link', { name: 'Cart, 1 item' }).waitFor()

    // The cart line holds its layout; checkout asks a stranger to log in, and says why.
    await openStore(shopper, `${server.url}/cart`)
    await expectNameBesidePhoto(shopper.getByRole('list', { name: 'Items in your cart' }))
    await shopper.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click()
    await shopper.waitForURL(`${server.url}/login?next=/place-order`)
    await shopper.getByText('Log in to check out. Your cart comes with you.').waitFor()

    // A new shopper signs up instead, and lands back on the checkout with the cart.
    await shopper
      .getByRole('link', { name: /Sign up/i })
      .first()
      .click()
    await shopper.waitForURL(`${server.url}/signup?next=/place-order`)
    await shopper.getByLabel('Name').fill('Aisha Bello')
    await shopper.getByLabel('Email').fill(`aisha.${stamp}@example.com`)
    await shopper.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await shopper.getByRole('button', { name: 'Sign up' }).click()
    await shopper.waitForURL(`${server.url}/place-order`)

    const form = shopper.getByRole('form', { name: 'Place your order' })
    await form.waitFor()
    await expectNameBesidePhoto(shopper.getByRole('list', { name: 'Items in your order' }))
    await form.getByLabel('Street').fill('4 Bompai Road')
    await form.getByLabel('City').fill('Nassarawa')
    await form.getByLabel('State').selectOption('Kano')
    await form.getByLabel('Zip code').fill('700241')
    await form.getByLabel('Phone').fill('0803 555 0199')
    await form.getByRole('radio', { name: /^Card/ }).check()
    await payWith(shopper, form, formatNaira(PRICE + KANO_FEE))

    // The confirmation to keep, with the number a person can read out on the phone.
    await shopper.getByText('Thank you, Aisha. Your order is confirmed.').waitFor()
    const heading = shopper.getByRole('article').first().getByRole('heading', { level: 2 })
    expect(await heading.textContent()).toMatch(/^Order #\d{4,}$/)
    await shopper.getByText('We have e-mailed you a receipt.').waitFor()
    await shopper.close()
  })
})
