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
    freeDeliveryOver: 'Free delivery from (₦)',
    deliveryZones: 'Delivery zones',
    paymentChannels: 'Ways to pay',
    lowStockThreshold: 'Low-stock threshold (units)',
    paymentHoldMinutes: 'Payment hold (minutes)',
    whatsappNumber: 'WhatsApp number',
    storePhone: 'Phone number',
    contactEmail: 'Contact e-mail address',
    storeAddress: 'Address',
    instagramHandle: 'Instagram',
    tiktokHandle: 'TikTok',
    xHandle: 'X',
    facebookHandle: 'Facebook',
    couriers: 'Couriers',
    returnWindowDays: 'Return window (days)',
    returnPickupFee: 'Return pickup fee (₦)',
  } satisfies Record<SettingName, string>,
  hints: {
    storeEmail: 'New orders and contact messages are sent here. Leave empty to send none.',
    deliveryFee: 'Added to every order when no delivery zones are set.',
    freeDeliveryOver:
      'Orders whose items come to this amount or more are delivered free, e.g. 50,000. Leave empty for no free delivery.',
    deliveryZones:
      'Price delivery by state: each of Nigeria’s 36 states and the FCT in one zone. With no zones, the delivery fee above applies everywhere.',
    paymentChannels: 'What Paystack’s payment window offers shoppers.',
    lowStockThreshold: 'At or below this, shoppers see “Only N left”.',
    paymentHoldMinutes: 'How long a started payment keeps its items for the shopper.',
    whatsappNumber: 'The chat button opens WhatsApp with this number, e.g. 0803 123 4567.',
    storePhone: 'Shown in the footer and on the contact page for shoppers to call.',
    contactEmail: 'Shown to shoppers; new orders still go to the store e-mail address above.',
    storeAddress: 'Where the shop or studio is, e.g. 12 Admiralty Way, Lekki, Lagos.',
    instagramHandle: 'The store’s handle, e.g. @adire.store. Leave empty to show none.',
    tiktokHandle: 'The store’s handle. Leave empty to show none.',
    xHandle: 'The store’s handle. Leave empty to show none.',
    facebookHandle: 'The page’s name in its address. Leave empty to show none.',
    couriers:
      'Offered when an order is marked Shipped, separated by commas, e.g. GIG Logistics, Kwik, Sendbox. Another can always be typed.',
    returnWindowDays: 'Days after delivery a shopper may ask for a return or a size exchange.',
    returnPickupFee:
      'Taken off the refund when the store’s courier collects a return; waived for faulty items and items not as pictured. 0 for free.',
  } satisfies Record<SettingName, string>,
  /** The contact settings' group on the screen. */
  contactSection: 'How shoppers reach you',
  contactSectionHint:
    'Shown in every page’s footer, on the contact page and by the chat button. Leave a field empty to show nothing for it.',
  channels: PAYMENT_CHANNEL_LABELS,
  zones: {
    list: 'Zones',
    zone: (index: number, name: string) =>
      `Zone ${index + 1}${name.trim() ? `: ${name.trim()}` : ''}`,
    name: 'Zone name',
    fee: 'Fee (₦)',
    estimate: 'Delivery time',
    estimateHint: 'Shown to shoppers, like “1–3 working days”.',
    states: (count: number) => `States (${count})`,
    noStates: 'No states yet',
    /** Beside a state another zone has: ticking it here moves it. */
    inZone: (zone: string) => `in ${zone}`,
    add: 'Add a zone',
    remove: (index: number, name: string) =>
      `Remove zone ${index + 1}${name.trim() ? ` (${name.trim()})` : ''}`,
    none: 'No zones: one delivery fee for everywhere.',
    unzoned: (states: readonly string[]) => `Not in a zone yet: ${states.join(', ')}`,
  },
  save: 'Save settings',
  saving: 'Saving settings…',
  saved: 'Settings saved.',
  loading: 'Loading the settings',
  failed: (message: string) => `The settings could not be loaded: ${message}`,
  history: 'Latest changes',
  historyList: 'Setting changes',
  noHistory: 'No changes yet.',
  /** Who changed a setting, as the history says it. */
  changedBy: (who: string) => (who === 'environment' ? 'set on the first start' : `by ${who}`),
} as const
