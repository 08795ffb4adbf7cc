/** The checkout as a signed-in shopper goes through it, for the end-to-end tests. */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { openStore } from './browser.ts'
import type { RunningServer } from './server.ts'

/** The emulator's card that pays. */
export const PAYING_CARD = '4084084084084081'

/** Where the order goes; the form fills the names and e-mail from the account. */
export interface Delivery {
  street: string
  city: string
  state: string
  zipcode: string
  phone: string
}

/**
 * On a product's page: picks `size`, presses ADD TO CART and waits until the cart counts it
 * and, for a signed-in shopper, until the server has it. The cart shows the change at once and
 * sends it after; a page opened before the answer reads the account's cart without it.
 */
export async function addToCart(shopper: Page, size: string): Promise<void> {
  const signedIn = await shopper.evaluate(
    () => (localStorage.getItem('token') ?? sessionStorage.getItem('token')) !== null,
  )
  const saved = signedIn
    ? shopper.waitForResponse(
        (res) => res.url().endsWith('/api/cart/items') && res.request().method() === 'POST',
      )
    : undefined
  await shopper.getByText(size, { exact: true }).click()
  await shopper.getByRole('button', { name: 'ADD TO CART' }).click()
  await shopper.getByRole('link', { name: /^Cart, [1-9]/ }).waitFor()
  expect((await saved)?.ok() ?? true).toBe(true)
}

/**
 * Opens the checkout with the cart as it is, fills the delivery address, pays `total` (as the
 * Pay button says it, e.g. `₦6,500`) with `card` (the card that pays unless given), and waits
 * for My Orders.
 * Returns the order's payment reference.
 */
export async function payForCart(
  server: RunningServer,
  shopper: Page,
  delivery: Delivery,
  total: string | RegExp,
  card = PAYING_CARD,
): Promise<string> {
  const form = await fillCheckout(server, shopper, delivery)
  return payWith(shopper, form, total, card)
}

/**
 * Opens the checkout of a shopper with saved addresses, keeps the one chosen on arrival (the
 * default, whose street is `street`), and pays `total` by card: the order's reference.
 */
export async function payToSavedAddress(
  server: RunningServer,
  shopper: Page,
  street: string,
  total: string | RegExp,
): Promise<string> {
  // The address of the last checkout is saved beside its confirmed payment, and may still be on
  // its way on a busy machine: checkout reads the book once on arrival.
  const token = await shopper.evaluate(() => localStorage.getItem('token') ?? '')
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}/api/users/addresses`, { headers: { token } })
      return JSON.stringify(await res.json())
    })
    .toContain(street)
  await openStore(shopper, `${server.url}/place-order`)
  const form = shopper.getByRole('form', { name: 'Place your order' })
  await form.waitFor()
  await expect
    .poll(() => form.getByRole('radio', { name: new RegExp(street) }).isChecked())
    .toBe(true)
  await form.getByRole('radio', { name: /^Card/ }).check()
  return payWith(shopper, form, total)
}

/**
 * Presses Pay (for `total`, as the button says it) and pays in the emulator's window with `card`
 * (one of the emulator's cards that pay).
 */
export async function payWith(
  shopper: Page,
  form: Locator,
  total: string | RegExp,
  card = PAYING_CARD,
): Promise<string> {
  await form
    .getByRole('button', { name: typeof total === 'string' ? `Pay ${total}` : total })
    .click()
  const checkout = shopper.frameLocator('iframe[title="Paystack checkout"]')
  await checkout.getByLabel('Card number').fill(card)
  await checkout.getByRole('button', { name: /^Pay ₦/ }).click()
  await shopper.waitForURL(/\/orders\?reference=ADR-/)
  return new URL(shopper.url()).searchParams.get('reference') as string
}

/**
 * Opens the checkout with the cart as it is, waits for the account's name to fill in, fills the
 * delivery address and picks the card provider: the form, ready to pay.
 */
export async function fillCheckout(server: RunningServer, shopper: Page, delivery: Delivery) {
  await openStore(shopper, `${server.url}/place-order`)
  const form = shopper.getByRole('form', { name: 'Place your order' })
  await form.waitFor()
  await expect.poll(() => form.getByLabel('Last name').inputValue()).not.toBe('')
  await form.getByLabel('Street').fill(delivery.street)
  await form.getByLabel('City').fill(delivery.city)
  await form.getByLabel('State').selectOption(delivery.state)
  await form.getByLabel('Zip code').fill(delivery.zipcode)
  await form.getByLabel('Phone').fill(delivery.phone)
  await form.getByRole('radio', { name: /^Card/ }).check()
  return form
}

/**
 * How a product's name lies in `where` (a cart line, the checkout's summary): its width, whether
 * any of it is cut off, and whether it stands right of its line's picture. A photo's `<source>`
 * elements once took grid cells and squeezed the name into a sliver ("Ìba…") beside it.
 */
export async function nameLayout(where: Locator, name: string) {
  return where
    .getByText(name, { exact: true })
    .first()
    .evaluate((element) => {
      const line = element.closest('li') ?? element.parentElement?.parentElement
      const picture = line?.querySelector('img')?.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return {
        width: box.width,
        clipped:
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
        besidePicture: picture !== undefined && box.left >= picture.right,
      }
    })
}
