export {
  BENEFIT_ICONS,
  type Benefit,
  type BenefitIcon,
  Benefits,
  type BenefitsProps,
} from './Benefits.tsx'
