import { CATEGORIES, PRODUCT_MESSAGES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import {
  ProductEditorForm,
  type ProductEditorFormProps,
  type ProductFormValues,
} from './ProductEditorForm.tsx'

const empty: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  salePrice: '',
  sizes: [],
  bestseller: false,
}

const hoodie: ProductFormValues = {
  name: 'Indigo Adire Hoodie',
  description: 'Heavy cotton fleece, hand-dyed in Abeokuta. Wash cold, inside out.',
  category: 'Hoodie',
  price: '28500',
  salePrice: '',
  sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  bestseller: true,
}

const hoodiePhotos = [
  { key: '1', src: '/images/products/indigo-adire-hoodie-1.svg', uploading: false },
  { key: '2', src: '/images/products/indigo-adire-hoodie-2.svg', uploading: false },
]

/** The form with its values kept, as the editor page keeps them. */
function Stateful(props: ProductEditorFormProps) {
  const [values, setValues] = useState(props.values)
  return (
    <ProductEditorForm
      {...props}
      values={values}
      onChange={(field, value) => {
        props.onChange(field, value)
        setValues((current) => ({ ...current, [field]: value }))
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/ProductEditorForm',
  component: ProductEditorForm,
  args: {
    values: empty,
    photos: [],
    onChange: fn(),
    onAddPhotos: fn(),
    onMovePhoto: fn(),
    onRemovePhoto: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ProductEditorForm>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A new product: empty fields; its id is shown as the name makes it. It is saved as a draft
 * unless Publish is chosen.
 */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveAccessibleDescription(
      'Its id is made from the name, and never changes once the product is created.',
    )
    await userEvent.type(name, 'Ọ̀yọ́ Adire Hoodie')
    await expect(name).toHaveAccessibleDescription(
      'Its id will be oyo-adire-hoodie, made from the name: it never changes once created.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Price (₦)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    )
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Department' }), 'Hoodies')
    await expect(args.onChange).toHaveBeenLastCalledWith('category', 'Hoodie')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bestseller' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('bestseller', true)
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'draft')
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'live')
    // Enter in a field saves, and keeps a new product a draft.
    await userEvent.type(name, '{Enter}')
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'draft')
  },
}

/** A live product: its id fixed, "Save changes" keeps it live, "Unpublish" makes it a draft. */
export const Editing: Story = {
  args: {
    values: hoodie,
    photos: hoodiePhotos,
    productId: 'indigo-adire-hoodie',
    productStatus: 'live',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Id: indigo-adire-hoodie. The id never changes once created, so links to it keep working.',
    )
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveValue('Hoodie')
    await expect(canvas.getByRole('checkbox', { name: 'Bestseller' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'draft')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'live')
  },
}

/** A draft: Publish puts it in the shop, Save draft keeps it out of sight. */
export const Draft: Story = {
  args: { ...Editing.args, productStatus: 'draft' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'live')
  },
}

/** Archived: saving keeps it archived; it comes back from the status beside the form. */
export const Archived: Story = {
  args: { ...Editing.args, productStatus: 'archived' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.any(HTMLFormElement), 'archived')
  },
}

/** A sale price, typed as the price is, and its rule's message when it is not below the price. */
export const SalePrice: Story = {
  args: {
    ...Editing.args,
    values: { ...hoodie, salePrice: '28500' },
    errors: { salePrice: PRODUCT_MESSAGES.salePriceNotLower },
  },
  play: async ({ canvasElement }) => {
    const sale = within(canvasElement).getByRole('textbox', { name: 'Sale price (₦)' })
    await expect(sale).toHaveAttribute('inputmode', 'decimal')
    await expect(sale).toHaveAttribute('aria-invalid', 'true')
    await expect(sale).toHaveAccessibleDescription(
      'Optional, less than the price. Shoppers pay it, and see the price struck through beside it. A sale price is less than the price: lower it, or leave it empty',
    )
  },
}

/** Each invalid field says what to fix, and is marked invalid for screen readers. */
export const Invalid: Story = {
  args: {
    values: { ...empty, price: '12.345' },
    errors: {
      name: 'Enter a name',
      category: 'Choose a department',
      price: PRODUCT_MESSAGES.priceDecimals,
      sizes: PRODUCT_MESSAGES.noSize,
      images: PRODUCT_MESSAGES.noPhoto,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(/Enter a name$/)
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(
      'Choose a department',
    )
    await expect(canvas.getByRole('textbox', { name: 'Price (₦)' })).toHaveAccessibleDescription(
      'In naira, like 12,500 or 12,500.50 A price has at most two decimals (kobo)',
    )
    await expect(canvas.getByText('Add at least one size')).toBeVisible()
    await expect(canvas.getByText('Add at least one photo')).toBeVisible()
  },
}

/** Saving: the button waits. */
export const Saving: Story = {
  args: { ...Editing.args, saving: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Saved: the form says so. */
export const Saved: Story = {
  args: { ...Editing.args, status: 'Saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved.')
  },
}

/** Someone else saved first: the server's message and the way to their version. */
export const ChangedMeanwhile: Story = {
  args: {
    ...Editing.args,
    alert: (
      <FormAlert>
        {PRODUCT_MESSAGES.changedMeanwhile}{' '}
        <Button size="sm" variant="secondary" className="mt-2">
          Reload the product
        </Button>
      </FormAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Someone else changed this product while you were editing it. Reload it to see their change, then make yours again.',
    )
    await expect(canvas.getByRole('button', { name: 'Reload the product' })).toBeVisible()
  },
}

export const Mobile: Story = {
  args: Invalid.args,
  globals: { viewport: { value: 'mobile360' } },
  play: Invalid.play,
}

export const Dark: Story = {
  args: Invalid.args,
  globals: { theme: 'dark' },
  play: Invalid.play,
}

/**
 * The department select offers the store's departments as the team keeps them (issue 44): a
 * renamed one by its new name, a new one at its place in the order.
 */
export const StoreDepartments: Story = {
  args: {
    values: hoodie,
    departments: [
      ...CATEGORIES.map((d) => (d.id === 'Hoodie' ? { ...d, label: 'Hoodies & sweats' } : d)),
      { id: 'Dresses', label: 'Dresses', slug: 'Dresses', aliases: [] },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Department' })
    await expect(select).toHaveValue('Hoodie')
    await expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Hoodies & sweats',
    )
    await expect(within(select).getAllByRole('option')).toHaveLength(10)
    await userEvent.selectOptions(select, 'Dresses')
    await expect(args.onChange).toHaveBeenLastCalledWith('category', 'Dresses')
  },
}
