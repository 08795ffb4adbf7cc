import { Container, NotFound } from '@adire/ui'
import { useNavigate } from 'react-router-dom'
import { usePageMeta } from '../app/usePageMeta.ts'

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page does not exist at Adire.' })
  const navigate = useNavigate()
  return (
    <Container className="py-16">
      <NotFound onGoBack={() => navigate(-1)} />
    </Container>
  )
}
