import {
  DELIVERY_FEE,
  type DeliveryRules,
  flatDelivery,
  type StoreSettingsResponse,
} from '@adire/contract'

/** How delivery is priced: the store's rules, once known, else docs/product.md §9's (no fee). */
export const deliveryRulesOf = (settings: StoreSettingsResponse | undefined): DeliveryRules =>
  settings ?? flatDelivery(DELIVERY_FEE)
