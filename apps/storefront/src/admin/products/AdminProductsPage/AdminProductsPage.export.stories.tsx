import { MOCK_ADMIN_TOKEN, resetMockProducts } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

// The products as the command line's CSV (§11.12), downloaded from the list. Reached by a tap on
// the list's first screen: no reference images of their own.
const meta = {
  title: 'Pages/Admin products/Export',
  component: StoryApp,
  args: { path: '/admin/products', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockProducts(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** Every product, archived ones too: the file's name once the browser has it. */
export const ExportProducts: Story = {
  tags: ['state:admin-products-exported'],
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await main.findByRole('heading', { level: 1, name: 'Store products' })
    await userEvent.click(await main.findByRole('button', { name: 'Export products (CSV)' }))
    await expect(await main.findByText('Downloaded products-2026-11-01.csv.')).toBeVisible()
  },
}
