export { SocialLinks, type SocialLinksProps } from './SocialLinks.tsx'
