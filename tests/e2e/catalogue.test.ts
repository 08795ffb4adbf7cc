/**
 * The owner's catalogue, end to end: the owner creates a product with a 12 MP phone photo that
 * carries the shop's GPS position; a shopper finds it through search, sees it on its page (the
 * AVIF Chromium picks, no metadata in any file the store serves), adds it to the cart and pays;
 * the owner raises its price and the shopper's cart shows the new one; the owner archives it
 * and its page answers 404.
 */
import { PHOTO_FORMATS, photoOfImage, photoPath, productPath } from '@adire/contract'
import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneJpeg } from '../../apps/server/src/photos/test-images.ts'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
import { launchChromium, openStore } from './browser.ts'
import { fillNewProduct } from './catalogue-helpers.ts'
import { addToCart, fillCheckout, nameLayout, payWith } from './checkout-helpers.ts'
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

const NAME = 'Ìbàdàn Night Hoodie'

/** Saves the editor and waits for the server's answer on the screen. */
async function save(owner: Page, button: 'Publish' | 'Save changes') {
  await owner.getByRole('button', { name: button, exact: true }).click()
  await owner
    .getByText(button === 'Publish' ? 'Published: shoppers see it now.' : 'Saved.')
    .waitFor()
}

/** The product's name in `where` at 360 px: shown whole, in a box wider than the photo's. */
async function expectNameInFull(where: Locator) {
  const box = await nameLayout(where, NAME)
  expect(box.clipped).toBe(false)
  expect(box.width).toBeGreaterThan(120)
}

/**
 * This journey's own limit. Its photo is 12 MP, and the upload turns it into twelve files on one
 * core (photos/pipeline.ts) before the editor shows it: 10.5 s of the journey's 22 s here beside
 * a second journey, 13 s alone. On CI's slowest minutes, two journeys at once on two cores run
 * four to five times slower (93 s once): the project's limit, with room for the upload.
 */
const PHOTO_JOURNEY_MS = 150_000

describe("the owner's catalogue", () => {
  it('takes a product from a phone photo to a paid order, a new price and its archiving', {
    timeout: PHOTO_JOURNEY_MS,
  }, async () => {
    const stamp = Date.now()
    const ownerEmail = `owner.${stamp}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)

    // 1. The owner creates the product on /admin/products/new with a 12 MP phone photo.
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await logIn(server, owner, ownerEmail)
    const photo = await phoneJpeg(4000, 3000)
    expect(photo.includes(Buffer.from('AdireCam'))).toBe(true)
    await fillNewProduct(server, owner, {
      name: NAME,
      description: 'Indigo adire, hand-dyed in Ìbàdàn.',
      department: 'Hoodie',
      price: '24,500',
      sizes: ['M', 'L'],
      photo: { name: 'IMG_2041.jpg', buffer: photo },
    })
    await save(owner, 'Publish')
    await owner.waitForURL(/\/admin\/products\/ibadan-night-hoodie$/)
    const id = 'ibadan-night-hoodie'

    // 2. A shopper finds it by searching without the tone marks, and opens its page at 360 px.
    const shopper = await browser.newPage({
      viewport: { width: 360, height: 780 },
      deviceScaleFactor: 2,
      isMobile: true,
    })
    await signUp(server, shopper, 'Ada Okafor', `ada.${stamp}@example.com`)
    await openStore(shopper, `${server.url}/collection?q=ibadan+night`)
    await shopper
      .getByRole('link', { name: new RegExp(NAME) })
      .first()
      .click()
    await shopper.waitForURL(`${server.url}${productPath(id)}`)
    const main = shopper.getByRole('img', { name: NAME }).first()
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/)

    // Every file the store serves of the photo is upright and carries no metadata.
    const product = (await (await fetch(`${server.url}/api/products/${id}`)).json()) as {
      product: { image: string[] }
    }
    const served = photoOfImage(product.product.image[0] ?? '')
    expect(served?.widths).toEqual([320, 640, 960, 1280])
    for (const width of served?.widths ?? []) {
      for (const format of PHOTO_FORMATS) {
        const res = await fetch(`${server.url}${photoPath(served?.id ?? '', width, format)}`)
        expect(res.status).toBe(200)
        const bytes = Buffer.from(await res.arrayBuffer())
        const metadata = await sharp(bytes).metadata()
        expect(metadata.width).toBe(width)
        expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([
          undefined,
          undefined,
          undefined,
        ])
        // Turned upright: the phone stored it sideways (4000 × 3000, orientation 6).
        expect(metadata.height).toBeGreaterThan(width)
        expect(bytes.includes(Buffer.from('AdireCam'))).toBe(false)
      }
    }

    // 3. The shopper buys it. The checkout's summary lays the photo out in its own box, the
    // name whole beside it (each <source> of the photo once took a grid cell: "Ìba…").
    await addToCart(shopper, 'M')
    const form = await fillCheckout(server, shopper, {
      street: '4 Ring Road',
      city: 'Ibadan',
      state: 'Oyo',
      zipcode: '200211',
      phone: '0803 555 0103',
    })
    await expectNameInFull(shopper.getByRole('list', { name: 'Items in your order' }))
    await payWith(shopper, form, '₦24,500')

    // 4. Back in the cart for another; the owner raises the price meanwhile.
    await openStore(shopper, `${server.url}${productPath(id)}`)
    await addToCart(shopper, 'L')
    await owner.getByLabel('Price (₦)', { exact: true }).fill('26000')
    await save(owner, 'Save changes')
    await openStore(shopper, `${server.url}/cart`)
    await shopper.getByText('Price changed from ₦24,500 to ₦26,000').waitFor()
    await expectNameInFull(shopper.locator('main'))
    await expect
      .poll(() =>
        shopper
          .getByText('The price of an item in your cart has changed since you added it.')
          .count(),
      )
      .toBe(1)

    // 5. The owner archives it: its page answers 404 and says so.
    await owner.getByRole('button', { name: 'Archive' }).click()
    await owner.getByRole('button', { name: 'Archive it' }).click()
    await owner.getByText('Archived: shoppers no longer see it.').waitFor()
    const gone = await openStore(shopper, `${server.url}${productPath(id)}`)
    expect(gone?.status()).toBe(404)
    await shopper
      .getByRole('heading', { name: 'This product is no longer available', level: 1 })
      .waitFor()
    await owner.close()
    await shopper.close()
  })
})
