import { PAYMENT_CHANNEL_LABELS, type SettingName } from '@adire/contract'

/*
 * Every word of the store team's settings screen (docs/product.md §11.7), in one place for the
 * components, the page and the stories' checks. The contract's own refusals are shown as they
 * come.
 */
export const SETTINGS_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'settings' },
  signIn: 'Log in with your team account to change the store’s settings.',
  formSection: 'Settings',
  labels: {
    storeEmail: 'Store e-mail address',
    deliveryFee: 'Delivery fee (₦)',
    freeDeliveryOver: 'Free delivery on orders over (₦)',
    paymentChannels: 'Ways to pay',
    lowStockThreshold: 'Low-stock threshold (units)',
    paymentHoldMinutes: 'Payment hold (minutes)',
  } satisfies Record<SettingName, string>,
  hints: {
    storeEmail: 'New orders and contact messages are sent here. Leave empty to send none.',
    deliveryFee: 'Added to every order.',
    freeDeliveryOver: 'Leave empty for no free delivery.',
    paymentChannels: 'What Paystack’s payment window offers shoppers.',
    lowStockThreshold: 'At or below this, shoppers see “Only N left”.',
    paymentHoldMinutes: 'How long a started payment keeps its items for the shopper.',
  } satisfies Record<SettingName, string>,
  channels: PAYMENT_CHANNEL_LABELS,
  save: 'Save settings',
  saving: 'Saving settings…',
  saved: 'Settings saved.',
  loading: 'Loading the settings',
  failed: (message: string) => `The settings could not be loaded: ${message}`,
  tryAgain: 'Try again',
  history: 'Latest changes',
  historyList: 'Setting changes',
  noHistory: 'No changes yet.',
  /** Who changed a setting, as the history says it. */
  changedBy: (who: string) => (who === 'environment' ? 'set on the first start' : `by ${who}`),
} as const
