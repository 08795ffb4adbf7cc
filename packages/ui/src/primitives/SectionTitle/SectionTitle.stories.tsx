import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SectionTitle } from './SectionTitle.tsx'

const meta = {
  title: 'UI/Layout/SectionTitle',
  component: SectionTitle,
  args: { text1: 'LATEST', text2: 'COLLECTION' },
} satisfies Meta<typeof SectionTitle>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'LATEST COLLECTION' }),
    ).toBeVisible()
  },
}

export const WithSubtitle: Story = {
  args: { ...Default.args, subtitle: 'Fresh from the studio in Lagos.' },
}

export const PageTitle: Story = {
  args: { text1: 'ALL', text2: 'COLLECTIONS', level: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'ALL COLLECTIONS' }),
    ).toBeVisible()
  },
}

export const OnePart: Story = { args: { text1: 'Help Center', text2: undefined } }

export const Dark: Story = {
  args: WithSubtitle.args,
  globals: { theme: 'dark' },
  play: Default.play,
}

export const Mobile: Story = {
  args: WithSubtitle.args,
  globals: { viewport: { value: 'mobile360' } },
  play: Default.play,
}
