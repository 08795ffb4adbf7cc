import { LegalPage } from '../LegalPage.tsx'
import { PRIVACY_POLICY_INTRO, PRIVACY_POLICY_SECTIONS } from '../privacyPolicy.tsx'

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      meta="privacyPolicy"
      title="Privacy Policy"
      intro={PRIVACY_POLICY_INTRO}
      sections={PRIVACY_POLICY_SECTIONS}
    />
  )
}
