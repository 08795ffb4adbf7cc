export { PhoneLinks, type PhoneLinksProps } from './PhoneLinks.tsx'
