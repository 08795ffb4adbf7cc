import { FAQ_ENTRIES } from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../stories/StoryApp.tsx'

const meta = {
  title: 'Pages/HelpCenter',
  component: StoryApp,
  args: { path: '/helpCenter' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

async function page(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await main.findByRole('heading', { level: 1, name: 'HELP CENTER' })
  return {
    main,
    search: main.getByRole('searchbox', { name: 'Search help articles' }),
    questions: () => main.queryAllByRole('button', { expanded: false }),
  }
}

export const Default: Story = {
  tags: ['state:help-faq'],
  play: async ({ canvasElement }) => {
    const { main } = await page(canvasElement)
    const questions = main.getAllByRole('button', { expanded: false })
    await expect(questions.map((q) => q.textContent)).toEqual(
      FAQ_ENTRIES.map((entry) => entry.question),
    )
    for (const question of questions) {
      await expect(question.closest('h2')).not.toBeNull()
      await expect(question).toHaveAttribute('aria-controls')
    }
    await expect(main.queryByRole('region')).not.toBeInTheDocument()
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await waitFor(() => expect(document.title).toBe('Help Center | Adire'))
    // The same questions, described to search engines as an FAQPage.
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]')
    await expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({ '@type': 'FAQPage' })
  },
}

export const OpenAnswer: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await page(canvasElement)
    const [returns] = FAQ_ENTRIES.filter((entry) => entry.id === 'returns')
    const question = main.getByRole('button', { name: returns?.question })
    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    const answer = main.getByRole('region', { name: returns?.question })
    await expect(answer).toBeVisible()
    await expect(answer).toHaveTextContent(/within 30 days/)
    await expect(answer).toHaveTextContent(/tags still attached/)
    // Down arrow moves to the next question, as in every accordion.
    await userEvent.keyboard('{ArrowDown}')
    await expect(main.getByRole('button', { name: FAQ_ENTRIES[2]?.question })).toHaveFocus()
  },
}

export const SearchWithResults: Story = {
  play: async ({ canvasElement }) => {
    const { main, search } = await page(canvasElement)
    await userEvent.type(search, 'RETURN')
    const questions = main.getAllByRole('button', { expanded: false })
    await expect(questions).toHaveLength(1)
    await expect(questions[0]).toHaveTextContent('What is your return policy?')
    await expect(main.getByRole('status')).toHaveTextContent('1 of 4 questions shown')
    await userEvent.clear(search)
    await expect(main.getAllByRole('button', { expanded: false })).toHaveLength(4)
  },
}

export const SearchNoResults: Story = {
  tags: ['state:help-no-results'],
  play: async ({ canvasElement }) => {
    const { main, search } = await page(canvasElement)
    await userEvent.type(search, 'gift card')
    await expect(main.getByRole('status')).toHaveTextContent('No results found.')
    await expect(main.getByText('No results found.')).toBeVisible()
    await expect(main.queryAllByRole('button', { expanded: false })).toHaveLength(0)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: OpenAnswer.play,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: OpenAnswer.play,
}
