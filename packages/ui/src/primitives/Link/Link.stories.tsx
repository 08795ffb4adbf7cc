import { PAGE_ROUTES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Link, type LinkComponentProps, LinkProvider } from './Link.tsx'

const meta = {
  title: 'UI/Primitives/Link',
  component: Link,
  args: { href: PAGE_ROUTES.collection, children: 'Shop the collection', className: 'underline' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

/** Without a provider, a plain anchor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Shop the collection' }),
    ).toHaveAttribute('href', '/collection')
  },
}

function TaggedLink(props: LinkComponentProps) {
  return <a data-router-link="true" {...props} />
}

/** Inside a provider, the app's own link component renders (the storefront's router link). */
export const WithProvider: Story = {
  decorators: [(Story) => <LinkProvider component={TaggedLink}>{Story()}</LinkProvider>],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Shop the collection' }),
    ).toHaveAttribute('data-router-link', 'true')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, play: Default.play }

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play }
