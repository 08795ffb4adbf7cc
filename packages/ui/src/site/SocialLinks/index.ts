export { SocialLinks, type SocialLinksProps, WhatsAppLink } from './SocialLinks.tsx'
