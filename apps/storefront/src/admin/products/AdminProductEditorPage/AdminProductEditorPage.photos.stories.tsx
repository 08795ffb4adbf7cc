import { adminProductHandlers, adminProductsWith } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import {
  editor,
  interactionOnly,
  photoFile,
  productEditorMeta,
} from './AdminProductEditorPage.fixtures.ts'

// Photos picked for the product: uploading, refused, and the limits on them.
const meta = {
  ...productEditorMeta,
  title: 'Pages/Admin product editor/Photos',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** A photo on its way: "Uploading…", and the product waits for it. */
export const Uploading: Story = {
  tags: ['state:admin-product-uploading'],
  parameters: {
    ...interactionOnly,
    msw: { handlers: { adminProducts: adminProductsWith(adminProductHandlers.uploadSlow) } },
  },
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    await userEvent.upload(photoInput(), await photoFile('back.png', '#b45309'))
    await waitFor(() => expect(photos()).toHaveLength(3))
    await expect(photos()[2]).toHaveTextContent('Uploading…')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await expect(photoInput()).toHaveAccessibleDescription(
      /Wait until every photo has uploaded, then save\.$/,
    )
    // Removed while it uploads: its upload is cancelled, and the product can be saved again.
    await userEvent.click(main.getByRole('button', { name: 'Remove photo 3' }))
    await expect(photos()).toHaveLength(2)
  },
}

/** A file that is not a photo: the server's message beside the photos, and it is not added. */
export const UploadRefused: Story = {
  tags: ['state:admin-product-upload-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    // Named like a photo, but text: the store judges the bytes.
    const notes = new File(['Delivery notes for Friday'], 'notes.jpg', { type: 'image/jpeg' })
    await userEvent.upload(photoInput(), notes)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'notes.jpg: This file is not a photo the store can use. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    await expect(photos()).toHaveLength(2)
  },
}

/**
 * Six photos at most: files past the sixth are not sent, and say why; another file of the same
 * picture is one photo (the store names a photo by its content), so it is said to be added.
 */
export const PhotoLimits: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    const colours = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0e7490']
    const files = await Promise.all(
      colours.map((colour, i) => photoFile(`stall-${i + 1}.png`, colour)),
    )
    await userEvent.upload(photoInput(), files)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'stall-5.png: A product has at most 6 photos',
    )
    await waitFor(() => expect(photos()).toHaveLength(6))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())
    await expect(photoInput()).toBeDisabled()
    await expect(main.getByText('A product has at most 6 photos', { selector: 'p' })).toBeVisible()

    // Room for one more, and the same photo as the third: the store knows it already.
    await userEvent.click(main.getByRole('button', { name: 'Remove photo 6' }))
    await userEvent.upload(photoInput(), await photoFile('again.png', '#b91c1c'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'again.png: This photo is already added',
    )
    await expect(photos()).toHaveLength(5)
  },
}

/**
 * The same file picked again (issue 44): said at once, beside the photos, and not sent; the
 * photo is there once.
 */
export const PhotoPickedTwice: Story = {
  tags: ['state:admin-product-photo-picked-twice'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, photoInput, photos } = await editor(canvasElement)
    const stall = await photoFile('stall.png', '#15803d')
    await userEvent.upload(photoInput(), stall)
    await waitFor(() => expect(photos()).toHaveLength(3))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())
    await userEvent.upload(photoInput(), stall)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'stall.png: This photo is already added',
    )
    await expect(photoInput()).toHaveAccessibleDescription(
      /stall\.png: This photo is already added$/,
    )
    await expect(photos()).toHaveLength(3)
    await expect(main.queryByText('Uploading…')).toBeNull()
  },
}
