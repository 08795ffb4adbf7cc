import { NO_STORE_CONTACT } from '@adire/contract'
import { fixtureStoreContact } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SocialLinks } from './SocialLinks.tsx'

const meta = {
  title: 'UI/Layout/SocialLinks',
  component: SocialLinks,
  args: {
    contact: fixtureStoreContact,
    label: 'Follow us',
    className: 'flex flex-wrap gap-x-4 text-sm',
    linkClassName: 'text-muted underline-offset-2 hover:text-ink hover:underline',
  },
} satisfies Meta<typeof SocialLinks>

export default meta
type Story = StoryObj<typeof meta>

/** The networks the store has a handle on (Instagram and X here), each opening in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Follow us' }))
    await expect(list.getByRole('link', { name: 'Instagram @adire.store' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/adire.store',
    )
    await expect(list.getByRole('link', { name: 'X @adirestore' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(list.getAllByRole('link')).toHaveLength(2)
  },
}

/** No handle set: nothing at all, not an empty list. */
export const NoneSet: Story = {
  args: { contact: NO_STORE_CONTACT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}
