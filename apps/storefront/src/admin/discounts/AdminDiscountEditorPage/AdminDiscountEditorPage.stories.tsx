import { DISCOUNT_ADMIN_MESSAGES } from '@adire/contract'
import {
  FIXTURE_DISCOUNT_IDS,
  MOCK_ADMIN_TOKEN,
  mockDiscount,
  resetMockDepartments,
  resetMockDiscounts,
  resetMockProducts,
} from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/**
 * A discount code's page and the new code's, on the mock server (reset before each story): the
 * server's answers, refusals and history words (packages/mocks, handlers/admin/discounts.ts).
 */
const meta = {
  title: 'Pages/Admin discount',
  component: StoryApp,
  args: { path: '/admin/discounts/new', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetMockDiscounts()
    resetMockDepartments()
    resetMockProducts()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const
const pathOf = (id: string) => `/admin/discounts/${id}`

async function page(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(await main.findByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
  return main
}

/** The new code's page, its form shown. */
async function newCodePage(canvasElement: HTMLElement) {
  const main = await page(canvasElement)
  await main.findByRole('textbox', { name: 'Code' })
  return main
}

/** A new code's empty form: one use per customer, every department offered. */
export const NewCode: Story = {
  play: async ({ canvasElement }) => {
    const main = await newCodePage(canvasElement)
    await expect(main.getByRole('heading', { name: 'New discount code' })).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Uses per customer' })).toHaveValue('1')
    await expect(main.getByRole('checkbox', { name: 'Hoodies' })).not.toBeChecked()
    await expect(await main.findByRole('checkbox', { name: 'Lagos Sun Cap' })).toBeVisible()
  },
}

/**
 * Each field the contract refuses, at its field and read with it, the focus on the first; fixed,
 * the code is made and its page opens, "created" in its history.
 */
export const NewCodeErrors: Story = {
  tags: ['state:admin-discount-new-errors'],
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const main = await newCodePage(canvasElement)
    const code = main.getByRole('textbox', { name: 'Code' })
    await userEvent.type(code, 'no')
    await userEvent.click(main.getByRole('radio', { name: 'An amount off the items' }))
    await userEvent.type(main.getByRole('textbox', { name: 'Naira off' }), '5,00')
    await userEvent.type(
      main.getByRole('textbox', { name: 'Smallest items total (optional)' }),
      'lots',
    )
    await userEvent.type(main.getByRole('textbox', { name: 'Uses in all (optional)' }), '0')
    await userEvent.clear(main.getByRole('textbox', { name: 'Uses per customer' }))
    await userEvent.type(main.getByRole('textbox', { name: 'Uses per customer' }), '1.5')
    await userEvent.click(main.getByRole('button', { name: 'Make the code' }))
    await waitFor(() => expect(code).toHaveFocus())
    for (const [name, message] of [
      ['Code', DISCOUNT_ADMIN_MESSAGES.code],
      ['Naira off', DISCOUNT_ADMIN_MESSAGES.amount],
      ['Smallest items total (optional)', DISCOUNT_ADMIN_MESSAGES.minItems],
      ['Uses in all (optional)', DISCOUNT_ADMIN_MESSAGES.uses],
      ['Uses per customer', DISCOUNT_ADMIN_MESSAGES.perCustomer],
    ] as const) {
      const field = main.getByRole('textbox', { name })
      await expect(field).toBeInvalid()
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    }
  },
}

/** The days in the wrong order, then no kind chosen: each refused at its own field. */
export const NewCodeDaysAndKind: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await newCodePage(canvasElement)
    await userEvent.type(main.getByRole('textbox', { name: 'Code' }), 'SALE10')
    await userEvent.click(main.getByRole('button', { name: 'Make the code' }))
    const kinds = main.getByRole('group', { name: 'What it takes off' })
    await waitFor(() =>
      expect(kinds).toHaveAccessibleDescription(
        expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.kind),
      ),
    )
    await userEvent.click(main.getByRole('radio', { name: 'Free delivery' }))
    await userEvent.type(main.getByLabelText('First day (optional)'), '2026-12-10')
    await userEvent.type(main.getByLabelText('Last day (optional)'), '2026-12-01')
    await userEvent.click(main.getByRole('button', { name: 'Make the code' }))
    const last = main.getByLabelText('Last day (optional)')
    await waitFor(() => expect(last).toHaveFocus())
    await expect(last).toHaveAccessibleDescription(
      expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.days),
    )
  },
}

/** A name another code has (any case): the server's 409 at the name. */
export const CodeTaken: Story = {
  tags: ['state:admin-discount-code-taken'],
  parameters: { visual: 'after-play' },
  play: async ({ canvasElement }) => {
    const main = await newCodePage(canvasElement)
    const code = main.getByRole('textbox', { name: 'Code' })
    await userEvent.type(code, 'adire10')
    await userEvent.click(main.getByRole('radio', { name: 'A percentage off the items' }))
    await userEvent.type(main.getByRole('textbox', { name: 'Percentage off' }), '5')
    await userEvent.click(main.getByRole('button', { name: 'Make the code' }))
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(DISCOUNT_ADMIN_MESSAGES.codeTaken),
      ),
    )
    await waitFor(() => expect(code).toHaveFocus())
  },
}

/** A new code made: its page opens, with "created" by the team member in its history. */
export const Created: Story = {
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await newCodePage(canvasElement)
    await userEvent.type(main.getByRole('textbox', { name: 'Code' }), 'hoodies15')
    await userEvent.click(main.getByRole('radio', { name: 'A percentage off the items' }))
    await userEvent.type(main.getByRole('textbox', { name: 'Percentage off' }), '15')
    await userEvent.click(main.getByRole('checkbox', { name: 'Hoodies' }))
    await userEvent.click(main.getByRole('button', { name: 'Make the code' }))
    await expect(await main.findByRole('heading', { level: 2, name: 'HOODIES15' })).toBeVisible()
    const history = within(main.getByRole('list', { name: 'Changes to this code' }))
    await expect(history.getByText('created')).toBeVisible()
    await expect(history.getByText('By ngozi@adire.example')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Delete the code' })).toBeVisible()
  },
}

/**
 * A used code: its figures, its kind and percentage read-only with the reason, End (no Delete);
 * its limit raised and saved, the change in its history.
 */
export const UsedCode: Story = {
  tags: ['state:admin-discount-used'],
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.used) },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByRole('heading', { level: 2, name: 'ADIRE10' })).toBeVisible()
    await expect(main.getByText(DISCOUNT_ADMIN_MESSAGES.usedTerms)).toBeVisible()
    await expect(main.queryByRole('radio')).toBeNull()
    await expect(main.getByRole('button', { name: 'End the code' })).toBeVisible()
    await expect(main.queryByRole('button', { name: 'Delete the code' })).toBeNull()
    const history = within(main.getByRole('list', { name: 'Changes to this code' }))
    await expect(history.getByText('percent 10 → 15')).toBeVisible()
  },
}

export const UsedCodeSaved: Story = {
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.used) },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    const uses = await main.findByRole('textbox', { name: 'Uses in all (optional)' })
    await userEvent.clear(uses)
    await userEvent.type(uses, '150')
    await userEvent.click(main.getByRole('button', { name: 'Save changes' }))
    await expect(await main.findByRole('status')).toHaveTextContent('Saved.')
    const history = within(main.getByRole('list', { name: 'Changes to this code' }))
    await expect(await history.findByText('uses 100 → 150')).toBeVisible()
    await expect(main.getByText('12 of 150')).toBeVisible()
  },
}

/** End asked first, then done: the code reads Ended, nothing left to change. */
export const Ending: Story = {
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.used) },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await userEvent.click(await main.findByRole('button', { name: 'End the code' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'End ADIRE10?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'End it' }))
    await expect(await main.findByText(DISCOUNT_ADMIN_MESSAGES.ended)).toBeVisible()
    await expect(main.queryByRole('button', { name: 'Save changes' })).toBeNull()
    await expect(mockDiscount(FIXTURE_DISCOUNT_IDS.used)?.changes[0]?.what).toBe('ended')
  },
}

/** A code never used, deleted after the question: back to the list, without it. */
export const Deleting: Story = {
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.unused) },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await userEvent.click(await main.findByRole('button', { name: 'Delete the code' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete CAPS2K?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete it' }))
    await waitFor(() => expect(main.queryByRole('heading', { name: 'CAPS2K' })).toBeNull())
    await expect(mockDiscount(FIXTURE_DISCOUNT_IDS.unused)).toBeUndefined()
  },
}

/** A paused code: said so; resumed, it reads Active and "resumed" is in its history. */
export const Paused: Story = {
  tags: ['state:admin-discount-paused'],
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.paused) },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(
      await main.findByText('Paused: shoppers cannot use it until it is resumed.'),
    ).toBeVisible()
    await userEvent.click(main.getByRole('button', { name: 'Resume' }))
    await expect(await main.findByRole('button', { name: 'Pause' })).toBeVisible()
    const history = within(main.getByRole('list', { name: 'Changes to this code' }))
    await expect(await history.findByText('resumed')).toBeVisible()
  },
}

/** An ended code: its terms read, no save and no Pause, End or Delete. */
export const Ended: Story = {
  tags: ['state:admin-discount-ended'],
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.ended) },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByText(DISCOUNT_ADMIN_MESSAGES.ended)).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Uses per customer' })).toBeDisabled()
    await expect(main.queryByRole('button', { name: /Pause|End the code|Delete|Save/ })).toBeNull()
    const history = within(main.getByRole('list', { name: 'Changes to this code' }))
    await expect(history.getByText('ended')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { path: pathOf('00000000-0000-4000-8000-000000000000') },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement)
    await expect(await main.findByText(DISCOUNT_ADMIN_MESSAGES.notFound)).toBeVisible()
  },
}

export const Mobile: Story = {
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.used) },
  globals: { viewport: { value: 'mobile360' } },
  play: async (context) => {
    await UsedCode.play?.(context)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Dark: Story = {
  args: { path: pathOf(FIXTURE_DISCOUNT_IDS.used) },
  globals: { theme: 'dark' },
  play: UsedCode.play,
}
