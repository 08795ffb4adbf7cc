import { FIXTURE_PHOTO_PATH, fixtureProduct } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductGallery } from './ProductGallery.tsx'

const product = fixtureProduct('indigo-adire-hoodie')
const oneImage = fixtureProduct('lagos-sun-cap')

const meta = {
  title: 'UI/Product/ProductGallery',
  component: ProductGallery,
  // At most 28rem wide, as the story shows it.
  args: { images: product.image, name: product.name, sizes: '448px', onIndexChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof ProductGallery>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const main = canvas.getByRole('img', { name: 'Indigo Adire Hoodie, view 1 of 2' })
    await expect(main).toHaveAttribute('src', product.image[0])
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('loading', 'eager')
    await expect(main).toHaveAttribute('width', '600')
    await expect(main).toHaveAttribute('height', '750')

    const first = canvas.getByRole('button', { name: 'Show image 1 of 2' })
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' })
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await expect(second).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(second)
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    await expect(
      canvas.getByRole('img', { name: 'Indigo Adire Hoodie, view 2 of 2' }),
    ).toHaveAttribute('src', product.image[1])
    await expect(args.onIndexChange).toHaveBeenCalledWith(1)
  },
}

/** In the thumbnail row the arrow keys step through the images (wrapping round) and move focus. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('button', { name: 'Show image 1 of 2' })
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' })
    await userEvent.tab()
    await expect(first).toHaveFocus()

    await userEvent.keyboard('{ArrowRight}')
    await expect(second).toHaveFocus()
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('img', { name: /view 2 of 2/ })).toHaveAttribute(
      'src',
      product.image[1],
    )

    await userEvent.keyboard('{ArrowRight}')
    await expect(first).toHaveFocus()
    await expect(first).toHaveAttribute('aria-pressed', 'true')

    await userEvent.keyboard('{ArrowLeft}')
    await expect(second).toHaveFocus()
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1)
  },
}

/** A product with one picture has nothing to switch between: no thumbnail row. */
export const SingleImage: Story = {
  args: { ...meta.args, images: [oneImage.image[0] ?? ''], name: oneImage.name },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Lagos Sun Cap' })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/**
 * An uploaded photo beside artwork: the photo's main picture comes in its widths and formats,
 * fetched first; its thumbnail in the same files, for a thumbnail's width, and lazily.
 */
export const UploadedPhoto: Story = {
  args: { ...meta.args, images: [FIXTURE_PHOTO_PATH, product.image[1] ?? ''] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const main = canvas.getByRole('img', { name: 'Indigo Adire Hoodie, view 1 of 2' })
    await expect(main.parentElement?.tagName).toBe('PICTURE')
    await expect(main).toHaveAttribute('sizes', '448px')
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('loading', 'eager')
    const [photo, artwork] = canvas
      .getAllByRole('button')
      .map((button) => button.querySelector('img'))
    await expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 80px, 64px')
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(artwork?.parentElement?.tagName).toBe('BUTTON')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
