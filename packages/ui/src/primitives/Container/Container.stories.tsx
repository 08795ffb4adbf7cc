import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Container } from './Container.tsx'

const meta = {
  title: 'UI/Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p className="rounded bg-surface-sunken p-4">
        Page content sits inside the store's width, with side padding that grows with the screen.
      </p>
    ),
  },
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page content/)).toBeVisible()
  },
}

/** The home page's sections: at most ~1100 px wide. */
export const Sections: Story = { args: { width: 'sections' } }

/** One column of reading, as on the help centre. */
export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Page content/).parentElement
    await expect(content?.getBoundingClientRect().width).toBeLessThanOrEqual(768)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
