import { LegalPage } from '../LegalPage.tsx'
import { TERMS_OF_USE_INTRO, TERMS_OF_USE_SECTIONS } from '../termsOfUse.tsx'

export default function TermsOfUsePage() {
  return (
    <LegalPage
      meta="termsOfUse"
      title="Terms of Use"
      intro={TERMS_OF_USE_INTRO}
      sections={TERMS_OF_USE_SECTIONS}
    />
  )
}
