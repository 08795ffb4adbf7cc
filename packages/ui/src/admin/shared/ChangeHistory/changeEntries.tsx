import {
  CATEGORIES,
  type Department,
  formatNaira,
  PAYMENT_CHANNEL_LABELS,
  type PaymentChannel,
  type ProductChange,
  type SettingChange,
  type SettingName,
  type StockChange,
  settingText,
} from '@adire/contract'
import { describeProductChange } from '../../products/texts.ts'
import { SETTINGS_ADMIN_TEXTS } from '../../settings/texts.ts'
import { describeStockReason, STOCK_ADMIN_TEXTS, signedUnits } from '../../stock/texts.ts'
import type { ChangeEntry } from './ChangeHistory.tsx'

/**
 * Every save of a product: who made it and what it changed, in a sentence each
 * ("ngozi@adire.example changed the price from ₦26,000 to ₦28,500").
 */
export const productChangeEntries = (
  history: readonly ProductChange[],
  departments: readonly Department[] = CATEGORIES,
): ChangeEntry[] =>
  history.map((change) => ({
    key: `${change.at}-${change.by}-${change.action}`,
    at: change.at,
    summary: describeProductChange(change, departments),
  }))

/**
 * Every change of a product's stock (docs/product.md §11.6): the size, by how much with its sign
 * ("+5", "−2"), the units after it, then why and by whom (a team member, the command line, or
 * the order that sold or gave back the units).
 */
export const stockChangeEntries = (history: readonly StockChange[]): ChangeEntry[] =>
  history.map((change, index) => ({
    // One save changes several sizes at the same moment: the place keeps them apart.
    key: `${change.at}-${change.size}-${index}`,
    at: change.at,
    summary: (
      <>
        <span className="font-semibold">Size {change.size}</span>:{' '}
        <span className="font-semibold tabular-nums">{signedUnits(change.delta)}</span>{' '}
        <span className="tabular-nums">({STOCK_ADMIN_TEXTS.inStock(change.quantity)})</span>
      </>
    ),
    detail: describeStockReason(change),
  }))

const isSetting = (name: string): name is SettingName => name in SETTINGS_ADMIN_TEXTS.labels

/**
 * A value as the team reads it: naira as money, each zone by its name and fee, the ways to pay by
 * name, nothing as "none".
 */
function describeSetting(setting: SettingName, value: unknown): string {
  if (value === null) return 'none'
  if ((setting === 'deliveryFee' || setting === 'freeDeliveryOver') && typeof value === 'number') {
    return formatNaira(value)
  }
  if (setting === 'deliveryZones' && Array.isArray(value) && value.length > 0) {
    return value
      .map((zone: { name?: unknown; fee?: unknown }) =>
        typeof zone.fee === 'number' ? `${zone.name} ${formatNaira(zone.fee)}` : String(zone.name),
      )
      .join(', ')
  }
  if (setting === 'paymentChannels' && Array.isArray(value)) {
    return value
      .map((channel: PaymentChannel) => PAYMENT_CHANNEL_LABELS[channel] ?? channel)
      .join(', ')
  }
  return settingText(value)
}

/**
 * The latest changes of the store's settings (docs/product.md §11.7): which setting, its new
 * value, then who changed it (a team member, the command line, or the first start's environment).
 */
export const settingChangeEntries = (changes: readonly SettingChange[]): ChangeEntry[] =>
  changes.map((change, index) => ({
    // The first start records every setting at the same moment: the place keeps them apart.
    key: `${change.at}-${change.setting}-${index}`,
    at: change.at,
    summary: (
      <>
        <span className="font-semibold">
          {isSetting(change.setting) ? SETTINGS_ADMIN_TEXTS.labels[change.setting] : change.setting}
        </span>
        :{' '}
        {isSetting(change.setting)
          ? describeSetting(change.setting, change.value)
          : settingText(change.value)}
      </>
    ),
    detail: SETTINGS_ADMIN_TEXTS.changedBy(change.changedBy),
  }))
