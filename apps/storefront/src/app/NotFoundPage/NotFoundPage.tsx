import { notFoundMeta } from '@adire/contract'
import { Container, NotFound } from '@adire/ui'
import { useLocation, useNavigate } from '../router.tsx'
import { usePageMeta } from '../usePageMeta.ts'

export default function NotFoundPage() {
  usePageMeta(notFoundMeta(useLocation().pathname))
  const navigate = useNavigate()
  return (
    <Container className="py-16">
      <NotFound onGoBack={() => navigate(-1)} />
    </Container>
  )
}
