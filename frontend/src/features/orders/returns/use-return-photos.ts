// The return form's photos (issue 16): each uploaded as soon as it is chosen, with a local preview while
// it goes; a refused file keeps the server's message until the shopper removes it. At most three.
import { useCallback, useEffect, useRef, useState } from 'react'

import { translate } from '@/lib/i18n'

import { uploadReturnPhoto } from '../api/upload-return-photo'
import { MAX_RETURN_PHOTOS, returnMessages } from '../messages'

export type PickedPhoto = {
  /** Local id, stable while the form is open. */
  key: string
  name: string
  preview: string
  status: 'uploading' | 'ready' | 'failed'
  /** The stored photo's id once uploaded. */
  id: string | null
  error: string | null
}

let nextKey = 0

function preview(file: File): string {
  try {
    return URL.createObjectURL(file)
  } catch {
    return '' // jsdom: the thumbnail shows the file's name
  }
}

function revoke(url: string) {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url)
}

export function useReturnPhotos(upload: typeof uploadReturnPhoto = uploadReturnPhoto) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  const latest = useRef(photos)
  useEffect(() => {
    latest.current = photos
  })
  useEffect(() => () => latest.current.forEach((photo) => revoke(photo.preview)), [])

  const update = useCallback((key: string, change: Partial<PickedPhoto>) => {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)))
  }, [])

  const add = useCallback(
    (files: readonly File[]) => {
      const room = MAX_RETURN_PHOTOS - latest.current.length
      setNotice(files.length > room ? translate('returns.tooManyPhotos', { max: MAX_RETURN_PHOTOS }) : null)
      const added = files.slice(0, Math.max(0, room)).map((file) => ({
        file,
        photo: { key: `photo-${++nextKey}`, name: file.name, preview: preview(file), status: 'uploading', id: null, error: null } satisfies PickedPhoto,
      }))
      if (added.length === 0) return
      setPhotos((list) => [...list, ...added.map(({ photo }) => photo)])
      for (const { file, photo } of added) {
        upload(file).then(
          (stored) => update(photo.key, { status: 'ready', id: stored.id }),
          (error: unknown) =>
            update(photo.key, { status: 'failed', error: error instanceof Error && error.message ? error.message : translate(returnMessages.uploadFailed) }),
        )
      }
    },
    [update, upload],
  )

  const remove = useCallback((key: string) => {
    const gone = latest.current.find((photo) => photo.key === key)
    if (gone) revoke(gone.preview)
    setPhotos((list) => list.filter((photo) => photo.key !== key))
    setNotice(null)
  }, [])

  return { photos, notice, add, remove }
}
