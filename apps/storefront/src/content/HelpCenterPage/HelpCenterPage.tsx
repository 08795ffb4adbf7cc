import { FAQ_ENTRIES, helpCenterMeta, PAGE_ROUTES } from '@adire/contract'
import { Accordion, Container, Link, SectionTitle, TextField } from '@adire/ui'
import { useState } from 'react'
import { usePageMeta } from '../../app/usePageMeta.ts'

const meta = helpCenterMeta()

/** docs/product.md §2: the questions whose text contains the search, ignoring case. */
function matching(query: string) {
  const needle = query.trim().toLowerCase()
  if (!needle) return FAQ_ENTRIES
  return FAQ_ENTRIES.filter((entry) => entry.question.toLowerCase().includes(needle))
}

export default function HelpCenterPage() {
  usePageMeta(meta)
  const [query, setQuery] = useState('')
  const results = matching(query)

  return (
    <Container width="narrow" className="py-10">
      <SectionTitle
        level={1}
        text1="HELP"
        text2="CENTER"
        subtitle="Answers to the questions shoppers ask us most."
      />
      <search>
        <TextField
          label="Search help articles"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. returns"
          autoComplete="off"
          enterKeyHint="search"
        />
      </search>
      {/* Announces how many questions match as the shopper types. */}
      <p role="status" className={results.length ? 'sr-only' : 'mt-8 text-muted'}>
        {results.length
          ? `${results.length} of ${FAQ_ENTRIES.length} questions shown`
          : 'No results found.'}
      </p>
      {results.length ? (
        <Accordion
          className="mt-6"
          headingLevel={2}
          items={results.map((entry) => ({
            value: entry.id,
            title: entry.question,
            content: <p>{entry.answer}</p>,
          }))}
        />
      ) : null}
      <p className="mt-8 text-muted">
        What delivery costs to your state, and how long it takes:{' '}
        <Link
          href={PAGE_ROUTES.delivery}
          className="font-medium text-brand underline underline-offset-2"
        >
          Delivery
        </Link>
        .
      </p>
      <aside
        aria-labelledby="help-more"
        className="mt-12 rounded-card border border-line bg-surface-raised p-6"
      >
        <h2 id="help-more" className="font-semibold text-ink">
          Still need help?
        </h2>
        <p className="mt-2 text-muted">
          Our team answers every message.{' '}
          <Link
            href={PAGE_ROUTES.contact}
            className="font-medium text-brand underline underline-offset-2"
          >
            Contact us
          </Link>{' '}
          by phone, e-mail or message.
        </p>
      </aside>
    </Container>
  )
}
