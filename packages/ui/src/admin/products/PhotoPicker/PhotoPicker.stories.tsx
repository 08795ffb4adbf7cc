import { FIXTURE_PHOTO, fixturePhotos } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PhotoPicker, type PhotoPickerProps, type PickerPhoto } from './PhotoPicker.tsx'

const uploaded = (index: number): PickerPhoto => {
  const photo = fixturePhotos[index] as (typeof fixturePhotos)[number]
  return { key: photo.id, src: `/photos/${photo.id}-1280.jpg`, uploading: false }
}

const artwork: PickerPhoto = {
  key: 'artwork',
  src: '/images/products/indigo-adire-hoodie-1.svg',
  uploading: false,
}

/** The picker with its photos kept and moved, as the editor keeps them. */
function Stateful(props: PhotoPickerProps) {
  const [photos, setPhotos] = useState(props.photos)
  return (
    <PhotoPicker
      {...props}
      photos={photos}
      onMove={(key, to) => {
        props.onMove(key, to)
        setPhotos((current) => {
          const next = current.filter((photo) => photo.key !== key)
          next.splice(to, 0, current.find((photo) => photo.key === key) as PickerPhoto)
          return next
        })
      }}
      onRemove={(key) => {
        props.onRemove(key)
        setPhotos((current) => current.filter((photo) => photo.key !== key))
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/PhotoPicker',
  component: PhotoPicker,
  args: {
    photos: [uploaded(0), uploaded(1), artwork],
    onAddFiles: fn(),
    onMove: fn(),
    onRemove: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-xl">{Story()}</div>],
} satisfies Meta<typeof PhotoPicker>

export default meta
type Story = StoryObj<typeof meta>

const photoNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Photos of this product' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'))

/** A file with PNG bytes, as a phone's gallery would hand it over. */
const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  })

/** Three photos, the first the main one; each can move and be removed; more can be picked. */
export const WithPhotos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(canvas.getByRole('list', { name: 'Photos of this product' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(3)
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Main photo')
    await expect(list.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `/photos/${FIXTURE_PHOTO.id}-320.jpg`,
    )
    await expect(canvas.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled()
    const input = canvas.getByLabelText('Choose photos')
    await expect(input).toHaveAccessibleDescription(
      "1 to 6 photos, phone photos too. The first is the main photo: lists and the product's card show it.",
    )
    const file = pngFile('market.png')
    await userEvent.upload(input, file)
    await expect(args.onAddFiles).toHaveBeenCalledWith([file])
  },
}

/**
 * With the keyboard: the last photo moved to the front becomes the main photo, the focus going
 * with it and the move announced; a removed photo's neighbour takes the focus.
 */
export const Reorder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Move photo 3 earlier' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(photoNames(canvasElement)[0]).toBe('/images/products/indigo-adire-hoodie-1.svg')
    await expect(args.onMove).toHaveBeenLastCalledWith('artwork', 0)
    // At the front it cannot go earlier: the focus moves to "later".
    await expect(canvas.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus()
    await expect(
      canvas.getByText('Photo moved to position 1: it is the main photo.'),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }))
    await expect(args.onRemove).toHaveBeenLastCalledWith('artwork')
    await expect(photoNames(canvasElement)).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus()
  },
}

/** Dropped on the box: the files go to the page as picked ones do. */
export const Drop: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByText('Drop photos here, or').parentElement as HTMLElement
    const files = new DataTransfer()
    const file = pngFile('stall.png')
    files.items.add(file)
    box.dispatchEvent(new DragEvent('dragover', { dataTransfer: files, bubbles: true }))
    await waitFor(() => expect(box).toHaveAttribute('data-dragging', 'true'))
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true }))
    await expect(args.onAddFiles).toHaveBeenCalledWith([file])
    await waitFor(() => expect(box).not.toHaveAttribute('data-dragging'))
  },
}

/** A photo on its way: "Uploading…" over its preview. */
export const Uploading: Story = {
  args: { photos: [uploaded(0), { ...artwork, uploading: true }] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Photos of this product' }))
    const [, second] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    await expect(second).toHaveTextContent('Uploading…')
    await expect(list.getAllByText('Uploading…')).toHaveLength(1)
  },
}

/** Files the store refused, each with its name and the server's message. */
export const Refused: Story = {
  args: {
    refusals: [
      'notes.jpg: This file is not a photo the store can use. Upload a JPEG, PNG, WebP or AVIF photo.',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'notes.jpg: This file is not a photo the store can use. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

/** None yet: the form's message says one is needed. */
export const Empty: Story = {
  args: { photos: [], error: 'Add at least one photo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('list', { name: 'Photos of this product' })).toBeNull()
    const input = canvas.getByLabelText('Choose photos')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/Add at least one photo$/)
  },
}

/** Six: no more can be added. */
export const Full: Story = {
  args: {
    photos: [0, 1, 2, 3, 4].map(uploaded).concat(artwork),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('A product has at most 6 photos')).toBeVisible()
    await expect(canvas.getByLabelText('Choose photos')).toBeDisabled()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: WithPhotos.play,
}

export const Dark: Story = {
  args: Refused.args,
  globals: { theme: 'dark' },
  play: Refused.play,
}
