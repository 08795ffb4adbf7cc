export { MessageInbox, type MessageInboxProps, replyHref } from './MessageInbox.tsx'
