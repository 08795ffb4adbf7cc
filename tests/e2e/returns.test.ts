/**
 * A return and a size exchange, end to end (docs/product.md §10.7): a shopper on a 360 px phone
 * exchanges a delivered hoodie in M for L (held at once), the owner approves it, receives it as
 * new (M back in stock) and ships the ₦0 exchange order, and the shopper sees both orders on My
 * Orders; the order's other line comes back for a refund, which the emulator processes and the
 * return's card reports.
 */
import { formatNaira, productPath } from '@adire/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, signUp, teamMember } from './accounts-helpers.ts'
import { collectErrors, launchChromium, openStore } from './browser.ts'
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

const PHONE = { width: 360, height: 780 }
const DELIVERY = {
  street: '4 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipcode: '200211',
  phone: '0803 555 0103',
}

interface ListedProduct {
  _id: string
  name: string
  price: number
  sizes: string[]
  category: string
}

/** The store team's API, as the owner's screens call it. */
async function ownerApi(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}`).toBe(200)
  return res.json()
}

/** The owner's way through a return's page: one step, and the toast that confirms it. */
async function takeStep(owner: Page, button: string | RegExp, toast: string) {
  await owner.getByRole('button', { name: button, exact: typeof button === 'string' }).click()
  await owner.getByText(toast).first().waitFor()
}

describe('returns and exchanges', () => {
  it('exchanges a hoodie in M for L and refunds the other line, from the shopper’s phone to the owner’s screens', async () => {
    const stamp = Date.now()
    const ownerEmail = `returns.owner.${stamp}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ownerEmail, password: PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }

    const { products } = (await (await fetch(`${server.url}/api/products/list`)).json()) as {
      products: ListedProduct[]
    }
    const hoodie = products.find((p) => p.category === 'Hoodie' && p.sizes.includes('L'))
    const other = products.find((p) => p.category !== 'Hoodie' && p.sizes.includes('M'))
    if (!hoodie || !other) throw new Error('The launch range has a hoodie in M and L')
    // The hoodie's sizes are counted, so the exchange's hold and the return to stock show.
    const stockPath = `/api/admin/products/${hoodie._id}/stock`
    await ownerApi(token, 'PUT', stockPath, { stock: { M: 5, L: 2 }, reason: 'received' })

    // 1. A shopper on a phone buys the hoodie in M and one other thing, and it is delivered.
    const shopper = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true })
    const shopperErrors = collectErrors(shopper)
    await signUp(server, shopper, 'Ada Okafor', `ada.returns.${stamp}@example.com`)
    await openStore(shopper, `${server.url}${productPath(hoodie._id)}`)
    await addToCart(shopper, 'M')
    await openStore(shopper, `${server.url}${productPath(other._id)}`)
    await addToCart(shopper, 'M')
    const reference = await payForCart(server, shopper, DELIVERY, /^Pay ₦/)
    const details = await fetch(`${server.url}/api/order/details/${reference}`, {
      headers: { token: await shopper.evaluate(() => localStorage.getItem('token') ?? '') },
    })
    const { order } = (await details.json()) as { order: { _id: string; orderNumber: number } }
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      await ownerApi(token, 'PATCH', `/api/admin/orders/${order._id}/status`, {
        status,
        ...(status === 'Shipped' ? { courier: 'Kwik' } : {}),
      })
    }

    // 2. The shopper asks to exchange the hoodie for L: the L is held at once.
    await openStore(shopper, `${server.url}/orders/${reference}`)
    await shopper.getByRole('button', { name: 'Return or exchange' }).click()
    await shopper.getByRole('checkbox', { name: new RegExp(`${hoodie.name}, size M`) }).check()
    await shopper.getByRole('radio', { name: 'Exchange for another size' }).check()
    await shopper.getByRole('combobox', { name: 'New size' }).selectOption('L')
    await shopper.getByRole('radio', { name: 'Too small' }).check()
    await shopper.getByRole('radio', { name: "Drop off at the store's address" }).check()
    await shopper.getByRole('button', { name: 'Send return request' }).click()
    await shopper.getByText('Return requested').first().waitFor()
    const held = (await ownerApi(token, 'GET', stockPath)) as { held: Record<string, number> }
    expect(held.held.L).toBe(1)

    // 3. The owner approves it, receives the hoodie as new (M back to 5) and ships the exchange.
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const ownerErrors = collectErrors(owner)
    await openStore(owner, `${server.url}/login`)
    await owner.getByLabel('Email').fill(ownerEmail)
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await owner.getByRole('button', { name: 'Login' }).click()
    await owner.waitForURL(`${server.url}/`)
    await openStore(owner, `${server.url}/admin/orders`)
    await owner.getByRole('link', { name: 'Returns (1 open)' }).click()
    await owner.getByRole('link', { name: /R\d+/ }).first().click()
    await takeStep(owner, 'Approve', 'Return approved. The shopper has been e-mailed.')
    await owner.getByRole('button', { name: 'Mark received', exact: true }).click()
    await owner.getByRole('radio', { name: 'As new' }).first().check()
    await takeStep(owner, 'Mark received', 'Return received.')
    const restocked = (await ownerApi(token, 'GET', stockPath)) as { stock: Record<string, number> }
    expect(restocked.stock.M).toBe(5)
    await takeStep(owner, 'Ship exchange', 'Exchange order created for packing.')

    // 4. The exchange's ₦0 order is packed and shipped like any other, and the shopper sees
    // both orders on My Orders: the original, and the exchange's.
    const exchange = order.orderNumber + 1
    const mine = await fetch(`${server.url}/api/order/userorders`, {
      method: 'POST',
      headers: { token: await shopper.evaluate(() => localStorage.getItem('token') ?? '') },
    })
    const { orders } = (await mine.json()) as { orders: { _id: string; orderNumber: number }[] }
    const replacement = orders.find((one) => one.orderNumber === exchange)
    for (const status of ['Packing', 'Shipped']) {
      await ownerApi(token, 'PATCH', `/api/admin/orders/${replacement?._id}/status`, {
        status,
        ...(status === 'Shipped' ? { courier: 'Kwik' } : {}),
      })
    }
    await openStore(shopper, `${server.url}/orders`)
    await shopper.getByText(`#${order.orderNumber}`).first().waitFor()
    await shopper.getByText(`#${exchange}`).first().waitFor()

    // 5. The other line comes back for a refund, which the emulator processes.
    await openStore(shopper, `${server.url}/orders/${reference}`)
    await shopper.getByRole('button', { name: 'Return or exchange' }).click()
    await shopper.getByRole('checkbox', { name: new RegExp(`${other.name}, size M`) }).check()
    await shopper.getByRole('radio', { name: 'Changed my mind' }).check()
    await shopper.getByRole('radio', { name: "Drop off at the store's address" }).check()
    await shopper.getByRole('button', { name: 'Send return request' }).click()
    await shopper.getByText('Return requested').first().waitFor()
    await openStore(owner, `${server.url}/admin/returns`)
    await owner.getByRole('link', { name: /R\d+/ }).first().click()
    await takeStep(owner, 'Approve', 'Return approved. The shopper has been e-mailed.')
    await owner.getByRole('button', { name: 'Mark received', exact: true }).click()
    await owner.getByRole('radio', { name: 'As new' }).first().check()
    await takeStep(owner, 'Mark received', 'Return received.')
    await takeStep(owner, /^Refund ₦[\d,]+$/, 'Refund started.')
    await expect
      .poll(
        async () => {
          await openStore(shopper, `${server.url}/orders/${reference}`)
          // The page's returns show once the order has loaded: read the card only then.
          await shopper.getByRole('heading', { name: 'Returns and exchanges' }).waitFor()
          return shopper.getByText(`We refunded ${formatNaira(other.price)} to you.`).count()
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0)

    expect(shopperErrors).toEqual([])
    expect(ownerErrors).toEqual([])
    await owner.close()
    await shopper.close()
  })
})
