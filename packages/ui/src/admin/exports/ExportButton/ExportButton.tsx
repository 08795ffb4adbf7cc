import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { EXPORT_ADMIN_TEXTS as T } from '../texts.ts'

export interface ExportButtonProps {
  /** What the button downloads, e.g. `Export customers (CSV)`. */
  label: string
  /** Called on a tap; the page fetches the file and hands it to the browser. */
  onExport: () => void
  /**
   * While the file is being made: the button says so and takes no second tap.
   * @defaultValue false
   */
  busy?: boolean
  /** Why the last download failed, if it did. */
  error?: string | null
  /** The name of the file last downloaded, said once it is. */
  done?: string | null
  className?: string
}

/**
 * A CSV download of a store team list (docs/product.md §11.12): one tap, `Preparing the file…`
 * while the server writes it, then the file's name, or the failure in words.
 */
export function ExportButton({
  label,
  onExport,
  busy = false,
  error = null,
  done = null,
  className,
}: ExportButtonProps) {
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Button variant="secondary" size="sm" onClick={onExport} disabled={busy} aria-busy={busy}>
        {busy ? T.busy : label}
      </Button>
      {error ? <FormAlert>{T.failed(error)}</FormAlert> : null}
      {done && !busy && !error ? (
        <p role="status" className="text-sm text-muted">
          {T.done(done)}
        </p>
      ) : null}
    </div>
  )
}
