import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ColourTable, RadiiAndShadows, SpacingScale, TypeScale } from './TokenTables.tsx'

/** The token tables as stories, so they are tested (and checked for accessibility) like the rest. */
const meta = {
  title: 'Foundations/Design tokens',
  component: ColourTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTable>

export default meta
type Story = StoryObj<typeof meta>

export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const brand = canvas.getByRole('row', { name: /^brand bg-brand / })
    await expect(brand).toHaveTextContent('#2b2a8c')
    await expect(brand).toHaveTextContent('#a5b4fc')
  },
}

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: /text-base/ })).toBeVisible()
  },
}

export const Spacing: Story = { render: () => <SpacingScale /> }

export const RadiiShadowsBreakpoints: Story = {
  name: 'Radii, shadows and breakpoints',
  render: () => <RadiiAndShadows />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('rounded-card')).toBeVisible()
  },
}

export const ColoursDark: Story = { globals: { theme: 'dark' }, play: Colours.play }

export const ColoursMobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Colours.play,
}
