/** The store team's catalogue as an owner fills it in, for the end-to-end tests. */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { openStore } from './browser.ts'
import type { RunningServer } from './server.ts'

/** A real photograph, as an owner's phone would upload it (credits in its folder's README). */
export const OWNER_PHOTO = fileURLToPath(
  new URL('../../packages/mocks/src/fixtures/photos/originals/coffee.jpg', import.meta.url),
)

/** A product as the owner types it on /admin/products/new. */
export interface NewProduct {
  name: string
  description: string
  /** The department's id, as the select's values are. */
  department: string
  /** As typed, e.g. `31,500`. */
  price: string
  sizes: string[]
  /** The photo's file name as the phone named it, and its bytes (the owner's photograph unless given). */
  photo: { name: string; buffer?: Buffer }
}

/**
 * Opens /admin/products/new and fills it in: name, description, department, price, the sizes one
 * by one, and the owner's photograph, waited for until uploaded. Leaves the form unsaved (Publish
 * or Save draft is the test's step).
 */
export async function fillNewProduct(server: RunningServer, owner: Page, product: NewProduct) {
  await openStore(owner, `${server.url}/admin/products/new`)
  await owner.getByLabel('Name').fill(product.name)
  await owner.getByLabel('Description').fill(product.description)
  await owner.getByLabel('Department').selectOption(product.department)
  await owner.getByLabel('Price (₦)', { exact: true }).fill(product.price)
  for (const size of product.sizes) {
    await owner.getByLabel('New size').fill(size)
    await owner.getByRole('button', { name: 'Add size' }).click()
  }
  await owner.getByLabel('Choose photos').setInputFiles({
    name: product.photo.name,
    mimeType: 'image/jpeg',
    buffer: product.photo.buffer ?? (await readFile(OWNER_PHOTO)),
  })
  await owner.getByRole('img', { name: 'Photo 1' }).waitFor()
  // A 12 MP photo is made into twelve files on one core before the upload answers: 10 s here
  // beside another journey, up to five times that on CI's slowest minutes.
  await expect.poll(() => owner.getByText('Uploading…').count(), { timeout: 60_000 }).toBe(0)
}
