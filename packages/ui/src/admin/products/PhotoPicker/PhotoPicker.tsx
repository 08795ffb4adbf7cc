import { MAX_PRODUCT_PHOTOS, PRODUCT_MESSAGES } from '@adire/contract'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { buttonVariants } from '../../../primitives/Button/Button.tsx'
import { ChevronLeftIcon, CloseIcon } from '../../../primitives/icons/icons.tsx'
import { SpinnerIcon } from '../../../primitives/Spinner/SpinnerIcon.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

/** The formats the store takes (docs/product.md §11.3); the server judges the bytes anyway. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

/** A photo of the product being edited, in the order shoppers see them. */
export interface PickerPhoto {
  /** Stays the same while the photo is in the list, through its upload and any move. */
  key: string
  /** Its path in the store once uploaded, or a local preview (`blob:`) while it uploads. */
  src: string
  /** On its way to the store: not yet part of the product. */
  uploading: boolean
}

export interface PhotoPickerProps {
  photos: readonly PickerPhoto[]
  /** Files picked or dropped, in their order: the page uploads each at once. */
  onAddFiles: (files: File[]) => void
  /** Moves a photo to a position (from 0); position 0 is the main photo. */
  onMove: (key: string, to: number) => void
  /** Takes a photo out (cancelling its upload if it is still on its way). */
  onRemove: (key: string) => void
  /** The field's message (from the form's check, or the server's). */
  error?: string | undefined
  /** Files the store would not take, each with its name and why, until the next pick. */
  refusals?: readonly string[]
  /**
   * The file input's `name`: the form focuses it when the photos are invalid.
   * @defaultValue 'images'
   */
  name?: string
  className?: string
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A product's photos, one to six: picked with the file chooser or dropped on the box, each
 * uploaded at once and shown "Uploading…" until it is in the store. The first is the main
 * photo; each moves earlier or later (buttons, so the keyboard and screen readers can) and can
 * be removed. The focus stays with a photo as it moves, and the move is announced.
 */
export function PhotoPicker({
  photos,
  onAddFiles,
  onMove,
  onRemove,
  error,
  refusals = [],
  name = 'images',
  className,
}: PhotoPickerProps) {
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [focusNext, setFocusNext] = useState<{ key: string; action: string } | null>(null)
  const full = photos.length >= MAX_PRODUCT_PHOTOS

  useEffect(() => {
    if (!focusNext) return
    setFocusNext(null)
    const item = [...(list.current?.children ?? [])].find(
      (child) => (child as HTMLElement).dataset.key === focusNext.key,
    )
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focusNext.action}"]`)
    const target =
      wanted && !wanted.disabled
        ? wanted
        : (item?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? input.current)
    target?.focus()
  }, [focusNext])

  const move = (key: string, from: number, by: -1 | 1) => {
    const to = from + by
    if (to < 0 || to >= photos.length) return
    onMove(key, to)
    setFocusNext({ key, action: by === -1 ? 'earlier' : 'later' })
    setAnnouncement(T.photoMoved(to + 1))
  }

  const remove = (key: string, index: number) => {
    onRemove(key)
    const next = photos[index + 1] ?? photos[index - 1]
    if (next) setFocusNext({ key: next.key, action: 'remove' })
    else input.current?.focus()
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const files = [...event.dataTransfer.files]
    if (files.length > 0) onAddFiles(files)
  }

  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  const refusalsId = refusals.length > 0 ? `${id}-refusals` : undefined

  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.photos}</legend>
      <p id={hintId} className="text-sm text-muted">
        {T.photosHint}
      </p>
      {photos.length > 0 ? (
        <ol ref={list} aria-label={T.photoList} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => {
            const position = index + 1
            return (
              <li key={photo.key} data-key={photo.key} className="flex min-w-0 flex-col gap-1">
                <div className="relative" aria-busy={photo.uploading || undefined}>
                  <ProductThumbnail src={photo.src} alt={T.photoAlt(position)} className="w-full" />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">
                      {T.mainPhoto}
                    </span>
                  ) : null}
                  {photo.uploading ? (
                    <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg bg-surface/80 text-sm font-semibold text-ink">
                      <SpinnerIcon size={24} className="text-brand" />
                      {T.uploading}
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between">
                  <div className="flex">
                    <button
                      type="button"
                      data-action="earlier"
                      aria-label={T.photoEarlier(position)}
                      disabled={index === 0}
                      onClick={() => move(photo.key, index, -1)}
                      className={iconButton}
                    >
                      <ChevronLeftIcon width={18} height={18} />
                    </button>
                    <button
                      type="button"
                      data-action="later"
                      aria-label={T.photoLater(position)}
                      disabled={index === photos.length - 1}
                      onClick={() => move(photo.key, index, 1)}
                      className={iconButton}
                    >
                      <ChevronLeftIcon width={18} height={18} className="rotate-180" />
                    </button>
                  </div>
                  <button
                    type="button"
                    data-action="remove"
                    aria-label={T.removePhoto(position)}
                    onClick={() => remove(photo.key, index)}
                    className={cn(iconButton, 'text-danger')}
                  >
                    <CloseIcon width={18} height={18} />
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      ) : null}
      {/* Dropping is a shortcut for the pointer; the file chooser inside does the same for everyone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; its button is the file input */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-dragging={dragging || undefined}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm',
          dragging ? 'border-brand bg-surface-sunken' : 'border-line',
        )}
      >
        <p className="text-muted">{full ? PRODUCT_MESSAGES.tooManyPhotos : T.dropPhotos}</p>
        <input
          ref={input}
          id={`${id}-input`}
          name={name}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, refusalsId].filter(Boolean).join(' ')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            // Emptied, so that picking the same file again (after removing it) is a change.
            event.target.value = ''
            if (files.length > 0) onAddFiles(files)
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-input`}
          className={cn(
            buttonVariants({ variant: 'secondary' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          {T.choosePhotos}
        </label>
        <p className="text-xs text-muted">{T.photoFormats}</p>
      </div>
      {refusals.length > 0 ? (
        <div id={refusalsId} role="alert">
          <ul className="flex flex-col gap-1">
            {refusals.map((refusal) => (
              <li key={refusal}>
                <FieldMessage id={undefined}>{refusal}</FieldMessage>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
