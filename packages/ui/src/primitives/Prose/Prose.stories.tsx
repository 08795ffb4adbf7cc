import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Prose } from './Prose.tsx'

const meta = {
  title: 'UI/Content/Prose',
  component: Prose,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-6xl px-4">{Story()}</div>],
  args: {
    title: 'Delivery information',
    meta: (
      <>
        Last updated: <time dateTime="2026-11-22">22 November 2026</time>
      </>
    ),
    intro: <p>How your order gets from our studio to your door.</p>,
    sections: [
      {
        id: 'where',
        heading: 'Where we deliver',
        content: (
          <>
            <p>We deliver to every state in Nigeria, including the Federal Capital Territory.</p>
            <ul>
              <li>Lagos: one to two working days.</li>
              <li>Other states: two to five working days.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'cost',
        heading: 'What it costs',
        content: <p>Delivery is free on every order.</p>,
      },
      {
        id: 'questions',
        heading: 'Questions',
        content: (
          <p>
            Anything else? <a href="#where">Read where we deliver</a> or write to us.
          </p>
        ),
      },
    ],
  },
} satisfies Meta<typeof Prose>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Delivery information' }),
    ).toBeVisible()
    await expect(canvas.getByText('22 November 2026')).toBeVisible()
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }))
    const links = contents.getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#where',
      '#cost',
      '#questions',
    ])
    // Each entry points at its section's heading.
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') ?? '')
      await expect(target?.tagName).toBe('H2')
      await expect(target).toHaveTextContent(link.textContent ?? '')
    }
    await expect(canvas.getByRole('region', { name: 'What it costs' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
}
