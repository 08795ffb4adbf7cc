import { Spinner } from './Spinner.tsx'

/**
 * A page's body while its data or code is on its way: the spinner centred where the content will
 * be, with what is loading read out. Every page and admin screen waits with this one.
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-20">
      <Spinner label={label} />
    </div>
  )
}
