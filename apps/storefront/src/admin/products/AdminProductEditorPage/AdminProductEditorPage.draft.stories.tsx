import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryApp } from '../../../stories/StoryApp.tsx'
import {
  editor,
  interactionOnly,
  NEW,
  photoFile,
  productEditorMeta,
} from './AdminProductEditorPage.fixtures.ts'

// Drafts and sale prices (docs/product.md §11.4, §11.5): a draft's status and preview, saving
// a new product as a draft then publishing it, and a sale price set and refused.
const meta = {
  ...productEditorMeta,
  title: 'Pages/Admin product editor/Draft and sale',
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const DRAFT = '/admin/products/lagos-linen-kaftan'

/**
 * A draft: shown to no shopper, so no way to see it in the store; instead a preview of how the
 * shop's lists will show it, and Publish beside Save draft.
 */
export const Draft: Story = {
  tags: ['state:admin-product-draft'],
  args: { path: DRAFT },
  play: async ({ canvasElement }) => {
    const { main, status } = await editor(canvasElement)
    await expect(status().getByText('Draft', { selector: '[data-status]' })).toBeVisible()
    await expect(
      status().getByText('Draft: shoppers do not see it anywhere. Publish it when it is ready.'),
    ).toBeVisible()
    await expect(status().queryByRole('link', { name: 'See it in the store' })).toBeNull()
    const preview = within(status().getByRole('figure', { name: /^Preview/ }))
    await expect(preview.getByText('Lagos Linen Kaftan')).toBeVisible()
    await expect(preview.getByText('₦24,000')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Publish' })).toBeEnabled()
    await expect(main.getByRole('button', { name: 'Save draft' })).toBeEnabled()
    await expect(main.queryByRole('button', { name: 'Save changes' })).toBeNull()
  },
}

/**
 * A new product saved as a draft (the sizes a set at a time), then published: each step said,
 * and recorded in its history with who.
 */
export const SaveDraftThenPublish: Story = {
  tags: ['state:admin-product-draft'],
  parameters: interactionOnly,
  args: { path: NEW },
  play: async ({ canvasElement }) => {
    const { main, field, photoInput, photos } = await editor(canvasElement, 'New product')
    await userEvent.type(field('Name'), 'Ìbàdàn Wrap Skirt')
    await userEvent.selectOptions(main.getByRole('combobox', { name: 'Department' }), 'Pants')
    await userEvent.type(field('Price (₦)'), '21000')
    const sets = within(main.getByRole('group', { name: 'Add a set of sizes' }))
    await userEvent.click(sets.getByRole('button', { name: '36–46' }))
    await expect(main.getByText('Added 36, 38, 40, 42, 44, 46.')).toBeVisible()
    await userEvent.upload(photoInput(), await photoFile('skirt.png', '#b45309'))
    await waitFor(() => expect(photos()).toHaveLength(1))
    await waitFor(() => expect(main.queryByText('Uploading…')).toBeNull())

    await userEvent.click(main.getByRole('button', { name: 'Save draft' }))
    await expect(await main.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    const { status, history } = await editor(canvasElement)
    await expect(await main.findByText('Saved as a draft: shoppers do not see it.')).toBeVisible()
    await expect(status().getByText('Draft', { selector: '[data-status]' })).toBeVisible()
    await expect(status().getByRole('figure', { name: /^Preview/ })).toBeVisible()

    await userEvent.click(main.getByRole('button', { name: 'Publish' }))
    await expect(await main.findByText('Published: shoppers see it now.')).toBeVisible()
    await expect(status().getByText('Live', { selector: '[data-status]' })).toBeVisible()
    await expect(status().getByRole('link', { name: 'See it in the store' })).toHaveAttribute(
      'href',
      '/productdetails/ibadan-wrap-skirt',
    )
    await expect(history()[0]).toBe('ngozi@adire.example published it1 November 2026 at 13:02')
    await expect(main.getByRole('button', { name: 'Unpublish' })).toBeEnabled()
  },
}

/** A product on sale: its sale price beside the price, as the team typed it. */
export const OnSale: Story = {
  tags: ['state:admin-product-sale'],
  args: { path: '/admin/products/oyo-adire-hoodie' },
  play: async ({ canvasElement }) => {
    const { field, status } = await editor(canvasElement)
    await expect(field('Price (₦)')).toHaveValue('31500.50')
    await expect(field('Sale price (₦)')).toHaveValue('27500')
    await expect(status().getByText('Live', { selector: '[data-status]' })).toBeVisible()
  },
}

/**
 * A sale price not below the price is refused before anything is sent; one below it is saved,
 * and the history says the product went on sale.
 */
export const SetASalePrice: Story = {
  tags: ['state:admin-product-sale'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, field, history } = await editor(canvasElement)
    await userEvent.type(field('Sale price (₦)'), '28,500')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(field('Sale price (₦)')).toHaveFocus())
    await expect(field('Sale price (₦)')).toHaveAccessibleDescription(
      /A sale price is less than the price: lower it, or leave it empty$/,
    )
    await userEvent.clear(field('Sale price (₦)'))
    await userEvent.type(field('Sale price (₦)'), '24000')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await expect(await main.findByText('Saved.')).toBeVisible()
    await expect(history()[0]).toBe(
      'ngozi@adire.example put it on sale at ₦24,000' + '1 November 2026 at 13:01',
    )
  },
}
