export { MessageFilterSelect, type MessageFilterSelectProps } from './MessageFilterSelect.tsx'
export { MessageInbox, type MessageInboxProps, replyHref } from './MessageInbox.tsx'
