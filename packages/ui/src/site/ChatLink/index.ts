export { ChatLink, type ChatLinkProps } from './ChatLink.tsx'
