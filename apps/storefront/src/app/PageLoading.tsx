import { Spinner } from '@adire/ui'

/** Shown while a page's code arrives on a client-side navigation (first visits are server-rendered). */
export function PageLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading page" />
    </div>
  )
}
