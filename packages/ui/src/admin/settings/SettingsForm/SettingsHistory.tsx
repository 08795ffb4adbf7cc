import {
  formatNaira,
  PAYMENT_CHANNEL_LABELS,
  type PaymentChannel,
  type SettingChange,
  type SettingName,
  settingText,
} from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { SETTINGS_ADMIN_TEXTS as T } from '../texts.ts'

export interface SettingsHistoryProps {
  /** The latest changes, newest first, as the server answers them. */
  changes: readonly SettingChange[]
  className?: string
}

const isSetting = (name: string): name is SettingName => name in T.labels

/**
 * A value as the team reads it: naira as money, each zone by its name and fee, the ways to pay by
 * name, nothing as "none".
 */
function describe(setting: SettingName, value: unknown): string {
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
 * The latest changes of the store's settings, newest first (docs/product.md §11.7): which
 * setting, its new value, who changed it (a team member, the command line, or the first start's
 * environment) and when.
 */
export function SettingsHistory({ changes, className }: SettingsHistoryProps) {
  if (changes.length === 0) {
    return <p className={cn('text-sm text-muted', className)}>{T.noHistory}</p>
  }
  return (
    <ol aria-label={T.historyList} className={cn('flex flex-col gap-3 text-sm', className)}>
      {changes.map((change, index) => (
        <li
          // The first start records every setting at the same moment: the place keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever read, never reordered.
          key={`${change.at}-${change.setting}-${index}`}
          className="border-line border-b pb-3 last:border-b-0 last:pb-0"
        >
          <p className="break-words text-ink">
            <span className="font-semibold">
              {isSetting(change.setting) ? T.labels[change.setting] : change.setting}
            </span>
            :{' '}
            {isSetting(change.setting)
              ? describe(change.setting, change.value)
              : settingText(change.value)}
          </p>
          <p className="break-words text-muted">{T.changedBy(change.changedBy)}</p>
          <time dateTime={isoDateTime(change.at)} className="text-muted">
            {formatOrderDateTime(change.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
