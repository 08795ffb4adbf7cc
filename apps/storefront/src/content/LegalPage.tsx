import type { PageMeta, StaticPage } from '@adire/contract'
import { Container, Prose, type ProseSection } from '@adire/ui'
import type { ReactNode } from 'react'
import { usePageMeta } from '../app/usePageMeta.ts'
import { formatLongDate } from './format.ts'
import { LEGAL_LAST_UPDATED } from './legal.tsx'

interface LegalPageProps {
  meta: PageMeta | StaticPage
  title: string
  intro: ReactNode
  sections: readonly ProseSection[]
}

/** The frame of the Terms of Use and the Privacy Policy: meta tags, date, contents, sections. */
export function LegalPage({ meta, title, intro, sections }: LegalPageProps) {
  usePageMeta(meta)
  return (
    <Container width="document">
      <Prose
        title={title}
        meta={
          <>
            Last updated:{' '}
            <time dateTime={LEGAL_LAST_UPDATED}>{formatLongDate(LEGAL_LAST_UPDATED)}</time>
          </>
        }
        intro={intro}
        sections={sections}
      />
    </Container>
  )
}
