/**
 * The store owner's contact details and chat link, set at build time through `VITE_*`
 * variables (see the README). The defaults are placeholders that reach no one.
 */
export const storeConfig = {
  chatUrl: import.meta.env.VITE_CHAT_URL ?? 'https://wa.me/2348000000000',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '+234 800 000 0000',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'hello@adire.example',
  socialHandle: import.meta.env.VITE_SOCIAL_HANDLE ?? '@adire.store',
}
