import { mainPostcodeOf, NIGERIAN_STATES } from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { SelectChevron } from '../../../primitives/icons/icons.tsx'

interface StateSelectProps {
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (value: string) => void
}

/** Nigeria's 36 states and the FCT as a native select: the phone's own picker. */
export function StateSelect({ value, error, disabled, onChange }: StateSelectProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        State
      </label>
      <div className="relative">
        <select
          id={id}
          name="state"
          required
          autoComplete="address-level1"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full cursor-pointer appearance-none rounded-lg border border-muted/70 bg-surface-raised pr-10 pl-3 text-base text-ink',
            'hover:border-ink/70 aria-invalid:border-2 aria-invalid:border-danger',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          <option value="">Choose a state</option>
          {NIGERIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface PostcodeHintProps {
  state: string
  value: string
  disabled: boolean
  onUse: (code: string) => void
}

/**
 * Help for the many shoppers who do not know their postcode (docs/product.md §3): the chosen
 * state's main post office code, with a button that fills it in; for a state whose code the
 * published lists disagree on, how a postcode is made instead (contract `state-postcodes.ts`).
 */
export function PostcodeHint({ state, value, disabled, onUse }: PostcodeHintProps) {
  if (!state) return <>Six digits. Choose your state to see its main post office’s code.</>
  const main = mainPostcodeOf(state)
  if (!main) return <>Six digits. Your nearest post office can tell you yours.</>
  return (
    <>
      Not sure? {main.town}’s main post office uses {main.code}.
      {value.trim() === main.code ? null : (
        <>
          {' '}
          <button
            type="button"
            disabled={disabled}
            onClick={() => onUse(main.code)}
            className="font-semibold text-ink underline underline-offset-2 hover:text-accent disabled:cursor-not-allowed"
          >
            Use {main.code}
          </button>
        </>
      )}
    </>
  )
}
