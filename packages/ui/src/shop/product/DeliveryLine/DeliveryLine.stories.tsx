import { flatDelivery } from '@adire/contract'
import { fixtureDeliveryRules } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DeliveryLine, type DeliveryLineProps } from './DeliveryLine.tsx'

/** The line as a product page holds it: the state picked is the one shown. */
function Stateful(props: DeliveryLineProps) {
  const [state, setState] = useState(props.state)
  return (
    <DeliveryLine
      {...props}
      state={state}
      onStateChange={(next) => {
        setState(next)
        props.onStateChange(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/Product/DeliveryLine',
  component: DeliveryLine,
  render: (args) => <Stateful {...args} />,
  args: { rules: fixtureDeliveryRules, subtotal: 28_500, state: '', onStateChange: fn() },
  decorators: [(Story) => <div className="w-full max-w-md">{Story()}</div>],
} satisfies Meta<typeof DeliveryLine>

export default meta
type Story = StoryObj<typeof meta>

/** No state chosen yet: the line asks for one, and says when delivery is free. */
export const NoStateChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Delivery to' })).toHaveValue('')
    await expect(
      canvas.getByText('Choose your state to see what delivery costs and how long it takes.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('Free delivery when your items come to ₦50,000 or more'),
    ).toBeVisible()
  },
}

/** Kano picked: the North zone's fee and days, and the choice handed up to be kept. */
export const ToKano: Story = {
  args: { state: 'Kano' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Delivery ₦5,000, 3–5 working days')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Delivery to' }), 'Lagos')
    await expect(canvas.getByText('Delivery ₦2,000, 1–2 working days')).toBeVisible()
    await expect(args.onStateChange).toHaveBeenCalledWith('Lagos')
  },
}

/** A product worth the free-delivery amount goes free wherever it goes. */
export const FreeOver: Story = {
  args: { state: 'Kano', subtotal: 64_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free delivery, 3–5 working days')).toBeVisible()
  },
}

/** A store with one fee for everywhere (or none yet): said plainly, whatever the state. */
export const OneFeeEverywhere: Story = {
  args: { rules: flatDelivery(2500) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Delivery ₦2,500 anywhere in Nigeria'),
    ).toBeVisible()
  },
}

/** A store that charges nothing for delivery: free, never "₦0". */
export const FreeEverywhere: Story = {
  args: { rules: flatDelivery(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free delivery across Nigeria')).toBeVisible()
  },
}

/** While the store's rules load: the picker, and an empty line that keeps its place. */
export const Loading: Story = {
  args: { rules: undefined },
  play: async ({ canvasElement }) => {
    const news = canvasElement.querySelector('[aria-live]')
    await expect(news).toBeEmptyDOMElement()
    await expect(news?.getBoundingClientRect().height).toBeGreaterThan(0)
  },
}
