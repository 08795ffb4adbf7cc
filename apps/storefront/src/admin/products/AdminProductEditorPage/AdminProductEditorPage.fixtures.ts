// What the product editor's story files share: the page's meta, a photo to pick, the form's parts.
import { MOCK_ADMIN_TOKEN, resetMockOrders, resetMockProducts } from '@adire/mocks'
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * The store team's product editor, new (`/admin/products/new`) and existing
 * (`/admin/products/:id`), on the mock server's catalogue (reset before each story). Photos
 * picked in a story are made in the browser (a phone-sized PNG); the mock server takes any
 * photo's bytes and refuses any other file, as the server does.
 *
 * Each story file spreads it under a title of its own, with a line comment above: a JSDoc one
 * there becomes a `parameters` key of Storybook's (the docs' description) that hides these.
 */
export const productEditorMeta = {
  component: StoryApp,
  args: { path: '/admin/products/indigo-adire-hoodie', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockProducts()
    // The mock server's clock too: each save is stamped a minute after 1 November 2026, 13:00.
    resetMockOrders()
  },
} satisfies Meta<typeof StoryApp>

/** States reached by interaction start as another story's first screen: no reference image. */
export const interactionOnly = { visual: false } as const

export const NEW = '/admin/products/new'

/** A photo as a phone's gallery hands it over: 1600 × 1200, in one colour. */
export async function photoFile(name: string, colour: string): Promise<File> {
  const canvas = new OffscreenCanvas(1600, 1200)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.fillStyle = colour
  context.fillRect(0, 0, 1600, 1200)
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  return new File([blob], name, { type: 'image/png' })
}

/** The editor, once its form is there. */
export async function editor(canvasElement: HTMLElement, heading = 'Edit product') {
  const canvas = within(canvasElement)
  const main = within(await canvas.findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: heading })).toBeVisible()
  await main.findByRole('button', { name: /^(Publish|Save changes)$/ })
  return {
    canvas,
    main,
    field: (name: string) => main.getByRole('textbox', { name }),
    photoInput: () => main.getByLabelText('Choose photos'),
    photos: () =>
      within(main.getByRole('list', { name: 'Photos of this product' })).getAllByRole('listitem'),
    history: () =>
      within(main.getByRole('list', { name: 'Product history' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    status: () => within(main.getByRole('region', { name: 'Status' })),
  }
}
