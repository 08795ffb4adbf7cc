export { HomeCategorySection, type HomeCategorySectionProps } from './HomeCategorySection.tsx'
