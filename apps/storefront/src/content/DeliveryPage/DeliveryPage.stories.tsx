import { storeHandlers } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/Delivery',
  component: StoryApp,
  args: { path: '/delivery' },
  parameters: { layout: 'fullscreen', msw: { handlers: { store: [storeHandlers.deliveryZones] } } },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function deliveryPage(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'DELIVERY ACROSS NIGERIA' })
  return main
}

/** The store's zones: each with its fee, its time and its states, and when delivery is free. */
export const Zones: Story = {
  tags: ['state:delivery-zones'],
  play: async ({ canvasElement }) => {
    const main = await deliveryPage(canvasElement)
    const zones = within(await main.findByRole('list', { name: 'Delivery zones' }))
    const north = within(
      zones.getByRole('heading', { level: 2, name: /^North/ }).closest('li') as HTMLElement,
    )
    await expect(north.getByText('₦5,000')).toBeVisible()
    await expect(north.getByText('3–5 working days')).toBeVisible()
    await expect(north.getByText(/Kano/)).toBeVisible()
    await expect(
      main.getByText('Free delivery when your items come to ₦50,000 or more.'),
    ).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Delivery | Adire'))
  },
}

/** One fee for everywhere: said in a line, no zones. */
export const OneFee: Story = {
  parameters: { msw: { handlers: { store: [storeHandlers.deliveryFee] } } },
  play: async ({ canvasElement }) => {
    const main = await deliveryPage(canvasElement)
    await expect(await main.findByText('Delivery ₦2,500 anywhere in Nigeria.')).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Delivery zones' })).toBeNull()
  },
}

/** A store that charges nothing for delivery. */
export const FreeEverywhere: Story = {
  parameters: { msw: { handlers: { store: [storeHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const main = await deliveryPage(canvasElement)
    await expect(await main.findByText('Free delivery across Nigeria.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { store: [storeHandlers.slow] } } },
  play: async ({ canvasElement }) => {
    const main = await deliveryPage(canvasElement)
    await expect(main.getByRole('status')).toHaveTextContent('Loading delivery prices')
  },
}

/** The prices could not be loaded: said, with Try again. */
export const ErrorState: Story = {
  parameters: { msw: { handlers: { store: [storeHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const main = await deliveryPage(canvasElement)
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'Delivery prices could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Zones.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Zones.play }
