import { STOCK_MESSAGES, type StockReason } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { StockEditor, type StockEditorProps } from './StockEditor.tsx'

const sizes = ['S', 'M', 'L', 'XL', 'XXL']
/** Plenty of S and XL, M low, L sold out, XXL never counted. */
const stock = { S: 8, M: 2, L: 0, XL: 14 }
const typed = (levels: Record<string, number>) =>
  Object.fromEntries(Object.entries(levels).map(([size, units]) => [size, String(units)]))

/** The panel with its values kept, as the editor page keeps them. */
function Stateful(props: StockEditorProps) {
  const [values, setValues] = useState(props.values)
  const [reason, setReason] = useState<StockReason | ''>(props.reason)
  return (
    <StockEditor
      {...props}
      values={values}
      onValueChange={(size, value) => {
        props.onValueChange(size, value)
        setValues((current) => ({ ...current, [size]: value }))
      }}
      reason={reason}
      onReasonChange={(next) => {
        props.onReasonChange(next)
        setReason(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/StockEditor',
  component: StockEditor,
  args: {
    sizes,
    stock,
    values: typed(stock),
    reason: '',
    onValueChange: fn(),
    onReasonChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StockEditor>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Each size with what the store has of it, read with its input: low and sold-out sizes say so
 * in words, a size never counted says that; the reason is chosen from three.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const size = (name: string) => canvas.getByRole('textbox', { name: `Size ${name}` })
    await expect(size('S')).toHaveValue('8')
    await expect(size('S')).toHaveAccessibleDescription('8 in stock')
    await expect(size('M')).toHaveAccessibleDescription('2 in stock Low')
    await expect(size('L')).toHaveAccessibleDescription('0 in stock Sold out')
    await expect(size('XXL')).toHaveAccessibleDescription('Not counted')
    await expect(size('XXL')).toHaveValue('')
    await expect(size('XXL')).toHaveAttribute('inputmode', 'numeric')
    const reason = canvas.getByRole('combobox', { name: 'Reason' })
    await expect(reason).toHaveValue('')
    await expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose why', 'Received', 'Counted', 'Correction'])
    await expect(reason).toHaveAccessibleDescription(
      'Received: a delivery came in. Counted: the shelf was counted. Correction: a mistake put right.',
    )

    await userEvent.clear(size('L'))
    await userEvent.type(size('L'), '12')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('L', '12')
    await userEvent.selectOptions(reason, 'Received')
    await expect(args.onReasonChange).toHaveBeenLastCalledWith('received')
    await userEvent.click(canvas.getByRole('button', { name: 'Save stock' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Every message where it belongs: on a size, on the reason, and about the stock as a whole. */
export const Errors: Story = {
  args: {
    values: { ...typed(stock), S: '2.5' },
    errors: {
      sizes: { S: STOCK_MESSAGES.quantity },
      reason: STOCK_MESSAGES.reason,
      stock: STOCK_MESSAGES.unknownSize('XXL'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const s = canvas.getByRole('textbox', { name: 'Size S' })
    await expect(s).toHaveAttribute('aria-invalid', 'true')
    await expect(s).toHaveAccessibleDescription(
      `8 in stock ${STOCK_MESSAGES.quantity} ${STOCK_MESSAGES.unknownSize('XXL')}`,
    )
    await expect(canvas.getByRole('textbox', { name: 'Size M' })).not.toHaveAttribute(
      'aria-invalid',
    )
    await expect(canvas.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      /Say why: received, counted, correction$/,
    )
  },
}

/**
 * The save on its way: the button waits, and says so, but keeps the focus (it is not
 * `disabled`); pressing it again sends nothing.
 */
export const Saving: Story = {
  args: { saving: true, reason: 'counted' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving stock…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(button).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Saved: the confirmation beside the button. */
export const Saved: Story = {
  args: { status: 'Stock saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Stock saved.')
  },
}

/** The save went nowhere: the page's alert above the button. */
export const Failed: Story = {
  args: { reason: 'received', alert: <FormAlert>Check your internet connection</FormAlert> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Check your internet connection',
    )
  },
}

/** A size never counted, with sizes long enough to wrap. */
export const NothingCounted: Story = {
  args: { sizes: ['One size', 'Extra extra large (XXL)'], stock: {}, values: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const input of canvas.getAllByRole('textbox')) {
      await expect(input).toHaveAccessibleDescription('Not counted')
    }
  },
}

/** Units held while shoppers pay: still in stock, but not free to sell until paid or let go. */
export const Held: Story = {
  args: { held: { M: 2, S: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('(2 held for shoppers paying)')).toBeVisible()
    await expect(canvas.getByText('(1 held for shoppers paying)')).toBeVisible()
    await expect(canvas.queryAllByText(/held for shoppers paying/)).toHaveLength(2)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
