// The product form's images: those the product already has, and files being uploaded. Kept in the order
// the admin arranges them (the first is the product's main picture).
import { useCallback, useEffect, useRef, useState } from 'react'

import { discardUpload, uploadImage, type UploadFolder, type UploadJob } from './api/upload-image'

export type FormImage = {
  /** Local id (stable across moves). */
  id: string
  name: string
  /** The stored image's link, or a local preview while it uploads. */
  previewUrl: string
  status: 'uploading' | 'ready' | 'failed'
  percent: number
  /** The media key once stored. */
  key: string | null
  error: string | null
  /** Uploaded by this form and not yet on a saved product: removed from storage if discarded. */
  fresh: boolean
}

export type SavedImage = { key: string; url: string }

let nextId = 0
const newId = () => `img-${++nextId}`

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

function createPreview(file: File): string {
  try {
    return URL.createObjectURL(file)
  } catch {
    return '' // jsdom, or a browser without object URLs: the thumbnail shows its name
  }
}

function revokePreview(url: string) {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url)
}

export function useProductImages(upload: typeof uploadImage = uploadImage) {
  const [images, setImages] = useState<FormImage[]>([])
  const jobs = useRef(new Map<string, UploadJob>())
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  })

  const update = useCallback((id: string, change: Partial<FormImage>) => {
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)))
  }, [])

  /** The product's saved images, when the edit screen has loaded it. */
  const reset = useCallback((saved: readonly SavedImage[]) => {
    setImages(
      saved.map((image) => ({
        id: newId(),
        name: image.key.slice(image.key.lastIndexOf('/') + 1),
        previewUrl: image.url,
        status: 'ready',
        percent: 100,
        key: image.key,
        error: null,
        fresh: false,
      })),
    )
  }, [])

  const addFiles = useCallback(
    (files: readonly File[], folder: UploadFolder) => {
      const added = files.map<FormImage>((file) => ({
        id: newId(),
        name: file.name,
        previewUrl: createPreview(file),
        status: 'uploading',
        percent: 0,
        key: null,
        error: null,
        fresh: true,
      }))
      setImages((list) => [...list, ...added])
      added.forEach((image, index) => {
        const file = files[index]
        if (!file) return
        const job = upload(file, folder, (percent) => update(image.id, { percent }))
        jobs.current.set(image.id, job)
        job.done.then(
          (stored) => {
            jobs.current.delete(image.id)
            revokePreview(image.previewUrl)
            update(image.id, { status: 'ready', percent: 100, key: stored.key, previewUrl: stored.url })
          },
          (error: unknown) => {
            jobs.current.delete(image.id)
            if (isAbort(error)) return
            update(image.id, { status: 'failed', error: error instanceof Error ? error.message : String(error) })
          },
        )
      })
    },
    [upload, update],
  )

  const remove = useCallback((id: string) => {
    const image = latest.current.find((candidate) => candidate.id === id)
    if (!image) return
    jobs.current.get(id)?.cancel()
    jobs.current.delete(id)
    revokePreview(image.previewUrl)
    if (image.fresh && image.key) void discardUpload(image.key).catch(() => undefined)
    setImages((list) => list.filter((candidate) => candidate.id !== id))
  }, [])

  /** Moves an image one place towards the start (-1) or the end (+1). */
  const move = useCallback((id: string, step: -1 | 1) => {
    setImages((list) => {
      const from = list.findIndex((image) => image.id === id)
      const to = from + step
      if (from < 0 || to < 0 || to >= list.length) return list
      const next = [...list]
      const [moved] = next.splice(from, 1)
      if (moved) next.splice(to, 0, moved)
      return next
    })
  }, [])

  /** After a save: the uploads now belong to the product and stay. */
  const markSaved = useCallback(() => {
    setImages((list) => list.map((image) => ({ ...image, fresh: false })))
    latest.current = latest.current.map((image) => ({ ...image, fresh: false }))
  }, [])

  // Leaving the form without saving: stop uploads and remove what was uploaded for nothing.
  useEffect(() => {
    const running = jobs.current
    return () => {
      for (const job of running.values()) job.cancel()
      running.clear()
      for (const image of latest.current) {
        revokePreview(image.previewUrl)
        if (image.fresh && image.key) void discardUpload(image.key).catch(() => undefined)
      }
    }
  }, [])

  const uploading = images.some((image) => image.status === 'uploading')
  const keys = images.flatMap((image) => (image.status === 'ready' && image.key ? [image.key] : []))
  return { images, keys, uploading, reset, addFiles, remove, move, markSaved }
}
