import {
  MAX_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
  PRODUCT_MESSAGES,
  productPhotoPath,
} from '@adire/contract'
import { type PickerPhoto, PRODUCT_ADMIN_TEXTS as T } from '@adire/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

/**
 * Uploads on their way at once. Each 12 MP phone photo is decoded and made at four widths in
 * three formats on the server: two at a time keeps a phone's connection and the server busy
 * without six large bodies competing for both.
 */
const CONCURRENT_UPLOADS = 2

/** A photo of the product being edited: in the store (`image`), or on its way there. */
interface Item {
  key: string
  /** The file's name, for the message if the store refuses it. */
  name: string
  /** Its path in the store once uploaded (`productPhotoPath`). */
  image?: string
  /** The picked file, shown from the browser's memory while it uploads. */
  preview?: string
  /** Which file it was picked from (`fileIdentity`), so that picking it again is told at once. */
  file?: string
}

interface Job {
  key: string
  file: File
}

const saved = (image: string): Item => ({ key: image, name: image, image })

/**
 * A picked file as the browser describes it: the same file picked again has the same name,
 * size, type and time. Another file with the same picture is caught when the store names it.
 */
const fileIdentity = (file: File) =>
  `${file.name}\u0000${file.size}\u0000${file.type}\u0000${file.lastModified}`

let uploads = 0

/**
 * A product's photos as the editor keeps them: the saved ones, and each file picked or dropped,
 * uploaded at once (`POST /api/admin/photos`) and shown from a local preview until the store
 * has it. A file the store refuses is taken out, its name and the server's message kept in
 * `refusals` until the next pick; so is one over the size limit (before sending it), one past
 * the sixth photo, and a photo already in the list: the same file picked again is told at once,
 * without sending it, and another file of the same picture once the store gives it the same
 * path. Removing a photo on its way cancels its upload.
 */
export function usePhotoUploads(token: string, initial: readonly string[]) {
  const [items, setItems] = useState<Item[]>(() => initial.map(saved))
  const [refusals, setRefusals] = useState<string[]>([])
  // The list as last set, for the upload callbacks that run between renders.
  const current = useRef(items)
  const queue = useRef<Job[]>([])
  const active = useRef(new Map<string, AbortController>())
  const mounted = useRef(false)

  const update = useCallback((change: (items: Item[]) => Item[]) => {
    const next = change(current.current)
    for (const item of current.current) {
      // A preview no longer shown: its memory goes back to the browser.
      if (item.preview && !next.some((kept) => kept.preview === item.preview)) {
        URL.revokeObjectURL(item.preview)
      }
    }
    current.current = next
    setItems(next)
  }, [])

  const pump = useCallback(() => {
    while (active.current.size < CONCURRENT_UPLOADS && queue.current.length > 0) {
      const job = queue.current.shift() as Job
      const controller = new AbortController()
      active.current.set(job.key, controller)
      const done = (outcome: { image: string } | { refusal: string }) => {
        active.current.delete(job.key)
        // Removed while it uploaded, or the editor is gone: nothing to show.
        if (controller.signal.aborted || !mounted.current) return
        if ('refusal' in outcome) {
          update((list) => list.filter((item) => item.key !== job.key))
          setRefusals((shown) => [...shown, T.refusedFile(job.file.name, outcome.refusal)])
        } else if (current.current.some((item) => item.image === outcome.image)) {
          update((list) => list.filter((item) => item.key !== job.key))
          setRefusals((shown) => [...shown, T.refusedFile(job.file.name, T.photoAlreadyAdded)])
        } else {
          update((list) =>
            list.map((item) =>
              item.key === job.key
                ? { key: item.key, name: item.name, image: outcome.image, file: item.file }
                : item,
            ),
          )
        }
        pump()
      }
      void import('../adminProducts.ts')
        .then(({ uploadPhoto }) => uploadPhoto(token, job.file, controller.signal))
        .then(
          (photo) => done({ image: productPhotoPath(photo) }),
          (error: Error) => done({ refusal: error.message }),
        )
    }
  }, [token, update])

  useEffect(() => {
    mounted.current = true
    const running = active.current
    return () => {
      mounted.current = false
      for (const controller of running.values()) controller.abort()
      running.clear()
      queue.current = []
      for (const item of current.current) if (item.preview) URL.revokeObjectURL(item.preview)
    }
  }, [])

  /**
   * Files picked or dropped: each already in the list, over the limit or past the sixth is
   * refused, the rest go up.
   */
  const add = useCallback(
    (files: readonly File[]) => {
      const refused: string[] = []
      const picked = new Set(current.current.flatMap((item) => (item.file ? [item.file] : [])))
      const fitting = files.filter((file) => {
        const identity = fileIdentity(file)
        if (picked.has(identity)) {
          refused.push(T.refusedFile(file.name, T.photoAlreadyAdded))
          return false
        }
        picked.add(identity)
        if (file.size <= MAX_PHOTO_BYTES) return true
        refused.push(T.refusedFile(file.name, T.photoTooLarge))
        return false
      })
      const room = Math.max(0, MAX_PRODUCT_PHOTOS - current.current.length)
      const left = fitting.slice(room)
      if (left.length > 0) {
        refused.push(
          T.refusedFile(left.map((file) => file.name).join(', '), PRODUCT_MESSAGES.tooManyPhotos),
        )
      }
      const added = fitting.slice(0, room).map((file) => {
        uploads += 1
        const job = { key: `upload-${uploads}`, file }
        queue.current.push(job)
        return {
          key: job.key,
          name: file.name,
          preview: URL.createObjectURL(file),
          file: fileIdentity(file),
        }
      })
      update((list) => [...list, ...added])
      setRefusals(refused)
      pump()
    },
    [pump, update],
  )

  const remove = useCallback(
    (key: string) => {
      active.current.get(key)?.abort()
      active.current.delete(key)
      queue.current = queue.current.filter((job) => job.key !== key)
      update((list) => list.filter((item) => item.key !== key))
      pump()
    },
    [pump, update],
  )

  const move = useCallback(
    (key: string, to: number) =>
      update((list) => {
        const moving = list.find((item) => item.key === key)
        if (!moving) return list
        const next = list.filter((item) => item.key !== key)
        next.splice(to, 0, moving)
        return next
      }),
    [update],
  )

  /** The photos as saved (after reloading the product): every upload on its way is dropped. */
  const reset = useCallback(
    (images: readonly string[]) => {
      for (const controller of active.current.values()) controller.abort()
      active.current.clear()
      queue.current = []
      update(() => images.map(saved))
      setRefusals([])
    },
    [update],
  )

  const photos = useMemo<PickerPhoto[]>(
    () =>
      items.map((item) => ({
        key: item.key,
        src: item.image ?? item.preview ?? '',
        uploading: item.image === undefined,
      })),
    [items],
  )

  return {
    photos,
    /** The paths of the photos in the store, in order: the product's `images`. */
    images: items.flatMap((item) => (item.image ? [item.image] : [])),
    /** Some photo is still on its way: the product cannot be saved yet. */
    uploading: items.some((item) => item.image === undefined),
    refusals,
    add,
    remove,
    move,
    reset,
  }
}
