import type { PageMeta, StaticPage } from '@adire/contract'
import { Container, SectionTitle } from '@adire/ui'
import type { ReactNode } from 'react'
import { usePageMeta } from './usePageMeta.ts'

interface PageShellProps {
  meta: PageMeta | StaticPage
  /** The page's visible heading. */
  heading: string
  children?: ReactNode
}

/** A titled page with its meta tags: the frame of the simpler content pages. */
export function PageShell({ meta, heading, children }: PageShellProps) {
  usePageMeta(meta)
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1={heading} />
      <div className="mt-6">{children}</div>
    </Container>
  )
}
