import { NIGERIAN_STATES, type NigerianState } from '@adire/contract'
import { useId, useState } from 'react'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { SETTINGS_ADMIN_TEXTS } from '../texts.ts'

const T = SETTINGS_ADMIN_TEXTS.zones

/** A zone as typed: its name, fee and estimate as text, its states ticked. */
export interface ZoneDraft {
  name: string
  states: NigerianState[]
  fee: string
  estimate: string
}

export type ZoneField = keyof ZoneDraft

/** Where a zone's message goes: `deliveryZones.2.fee`, as the contract's issue paths name it. */
export type ZoneFieldKey = `deliveryZones.${number}.${ZoneField}`
export const zoneFieldKey = (index: number, field: ZoneField): ZoneFieldKey =>
  `deliveryZones.${index}.${field}`

export interface DeliveryZonesFieldProps {
  zones: readonly ZoneDraft[]
  onChange: (zones: ZoneDraft[]) => void
  /** The message about the zones as a whole (a state in none). */
  error?: string | undefined
  /** Each zone field's message, by `zoneFieldKey`. */
  fieldErrors?: Partial<Record<ZoneFieldKey, string>>
}

const EMPTY_ZONE: ZoneDraft = { name: '', states: [], fee: '', estimate: '' }

/**
 * The store's delivery zones (docs/product.md §11.7): each a name, a fee, a delivery time and
 * its states. A state is in one zone at most: ticking it in one takes it from another, which
 * each box says beside its name. The states no zone has yet are listed under the zones.
 */
export function DeliveryZonesField({
  zones,
  onChange,
  error,
  fieldErrors = {},
}: DeliveryZonesFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  const zoneOfState = new Map<string, string>()
  zones.forEach((zone, index) => {
    for (const state of zone.states) zoneOfState.set(state, zone.name.trim() || `zone ${index + 1}`)
  })
  const unzoned = NIGERIAN_STATES.filter((state) => !zoneOfState.has(state))

  const update = (index: number, next: Partial<ZoneDraft>) =>
    onChange(zones.map((zone, at) => (at === index ? { ...zone, ...next } : zone)))

  /** Ticks a state into one zone (out of any other), or out of it. */
  const tick = (index: number, state: NigerianState, ticked: boolean) =>
    onChange(
      zones.map((zone, at) => {
        const others = zone.states.filter((listed) => listed !== state)
        if (at !== index) return { ...zone, states: others }
        // Kept in the states' own order, as the boxes are.
        return {
          ...zone,
          states: ticked
            ? NIGERIAN_STATES.filter((s) => s === state || others.includes(s))
            : others,
        }
      }),
    )

  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {SETTINGS_ADMIN_TEXTS.labels.deliveryZones}
      </legend>
      <p id={hintId} className="text-sm text-muted">
        {SETTINGS_ADMIN_TEXTS.hints.deliveryZones}
      </p>
      {zones.length === 0 ? (
        <p className="text-sm text-ink">{T.none}</p>
      ) : (
        <ol aria-label={T.list} className="flex flex-col gap-4">
          {zones.map((zone, index) => (
            <li
              // Zones have no id of their own until saved; their place is who they are here.
              // biome-ignore lint/suspicious/noArrayIndexKey: a zone's place is its identity while edited
              key={index}
            >
              <ZoneEditor
                zone={zone}
                index={index}
                zoneOfState={zoneOfState}
                errors={fieldErrors}
                onChange={(next) => update(index, next)}
                onTick={(state, ticked) => tick(index, state, ticked)}
                onRemove={() => onChange(zones.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
      )}
      {zones.length > 0 && unzoned.length > 0 ? (
        <p className="text-sm text-muted">{T.unzoned(unzoned)}</p>
      ) : null}
      {error ? (
        <FieldMessage id={errorId}>
          {/* Focused when the save was refused for it (the form's first message). */}
          <span tabIndex={-1} data-field="deliveryZones" className="outline-none">
            {error}
          </span>
        </FieldMessage>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() =>
          onChange([
            ...zones,
            { ...EMPTY_ZONE, states: zones.length === 0 ? [...NIGERIAN_STATES] : [] },
          ])
        }
      >
        {T.add}
      </Button>
    </fieldset>
  )
}

function ZoneEditor({
  zone,
  index,
  zoneOfState,
  errors,
  onChange,
  onTick,
  onRemove,
}: {
  zone: ZoneDraft
  index: number
  zoneOfState: ReadonlyMap<string, string>
  errors: Partial<Record<ZoneFieldKey, string>>
  onChange: (next: Partial<ZoneDraft>) => void
  onTick: (state: NigerianState, ticked: boolean) => void
  onRemove: () => void
}) {
  const id = useId()
  const statesError = errors[zoneFieldKey(index, 'states')]
  const statesErrorId = statesError ? `${id}-states-error` : undefined
  const title = T.zone(index, zone.name)
  // A new zone opens on its states, which it needs; a saved one shows them on asking.
  const [open, setOpen] = useState(zone.states.length === 0)
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <TextField
        name={zoneFieldKey(index, 'name')}
        data-field={zoneFieldKey(index, 'name')}
        label={T.name}
        autoComplete="off"
        value={zone.name}
        error={errors[zoneFieldKey(index, 'name')]}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name={zoneFieldKey(index, 'fee')}
          data-field={zoneFieldKey(index, 'fee')}
          label={T.fee}
          inputMode="decimal"
          autoComplete="off"
          value={zone.fee}
          error={errors[zoneFieldKey(index, 'fee')]}
          onChange={(event) => onChange({ fee: event.target.value })}
        />
        <TextField
          name={zoneFieldKey(index, 'estimate')}
          data-field={zoneFieldKey(index, 'estimate')}
          label={T.estimate}
          hint={T.estimateHint}
          autoComplete="off"
          value={zone.estimate}
          error={errors[zoneFieldKey(index, 'estimate')]}
          onChange={(event) => onChange({ estimate: event.target.value })}
        />
      </div>
      <details
        open={open || statesError !== undefined}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          data-field={zoneFieldKey(index, 'states')}
          aria-describedby={statesErrorId}
          className="cursor-pointer text-sm font-semibold text-ink"
        >
          {T.states(zone.states.length)}
          <span className="ml-2 font-normal text-muted">
            {zone.states.length > 0 ? zone.states.join(', ') : T.noStates}
          </span>
        </summary>
        <fieldset className="mt-3 min-w-0" aria-describedby={statesErrorId}>
          <legend className="sr-only">{`${title}: ${T.states(zone.states.length)}`}</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
            {NIGERIAN_STATES.map((state) => {
              const elsewhere = zoneOfState.get(state)
              const here = zone.states.includes(state)
              return (
                <label key={state} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={here}
                    onChange={(event) => onTick(state, event.target.checked)}
                    className="h-5 w-5 shrink-0 accent-brand"
                  />
                  <span>
                    {state}
                    {!here && elsewhere ? (
                      <>
                        {' '}
                        <span className="text-muted">({T.inZone(elsewhere)})</span>
                      </>
                    ) : null}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      </details>
      {statesError ? <FieldMessage id={statesErrorId}>{statesError}</FieldMessage> : null}
      <Button variant="ghost" size="sm" className="self-start" onClick={onRemove}>
        {T.remove(index, zone.name)}
      </Button>
    </fieldset>
  )
}
