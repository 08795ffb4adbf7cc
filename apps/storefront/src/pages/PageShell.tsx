import { Container, SectionTitle } from '@adire/ui'
import type { ReactNode } from 'react'
import { usePageMeta } from '../app/usePageMeta.ts'

interface PageShellProps {
  /** The page's heading, also its document title. */
  title: string
  description: string
  children?: ReactNode
}

/** A titled page with its meta tags: the frame of the simpler content pages. */
export function PageShell({ title, description, children }: PageShellProps) {
  usePageMeta({ title, description })
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1={title} />
      <div className="mt-6">{children}</div>
    </Container>
  )
}
