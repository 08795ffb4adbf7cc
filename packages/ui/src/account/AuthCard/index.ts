export { AuthCard, type AuthCardProps, authLinkClassName } from './AuthCard.tsx'
