// The return form's photos: a file button (images only), then a thumbnail per photo with its state —
// uploading, ready, or the server's refusal ('Image is larger than 10 MB', not an image) — and Remove.
import { useId, type RefObject } from 'react'

import { FieldMessage, labelClass } from '@/components/form-field'
import { CloseIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { MAX_RETURN_PHOTOS, returnMessages as text } from '../messages'
import type { useReturnPhotos } from './use-return-photos'

type Props = {
  photos: ReturnType<typeof useReturnPhotos>
  error: string | undefined
  inputRef: RefObject<HTMLInputElement | null>
  onChange: () => void
}

export function ReturnPhotosField({ photos, error, inputRef, onChange }: Props) {
  const t = useT()
  const id = useId()
  const full = photos.photos.length >= MAX_RETURN_PHOTOS
  const message = error ?? photos.notice ?? undefined
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {t('returns.photosLabel', { max: MAX_RETURN_PHOTOS })}
      </p>
      {photos.photos.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-3" aria-label={t('returns.chosenPhotos')}>
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="relative min-w-0">
              <div
                className={`aspect-square overflow-hidden rounded-xl border bg-cloth ${photo.status === 'failed' ? 'border-red-700 dark:border-red-400' : 'border-line'}`}
              >
                {photo.preview ? (
                  <img src={photo.preview} alt={t('returns.chosenPhotoAlt', { index: index + 1, name: photo.name })} className="size-full object-cover" />
                ) : (
                  <span className="block p-2 text-xs break-all text-muted">{photo.name}</span>
                )}
              </div>
              <p className="mt-1 text-xs" aria-live="polite">
                {photo.status === 'uploading' ? <span className="text-muted">{t(text.uploading)}</span> : null}
                {photo.status === 'ready' ? <span className="text-green-800 dark:text-green-300">{t(text.uploaded)}</span> : null}
                {photo.status === 'failed' ? <span className="font-medium text-red-700 dark:text-red-300">{photo.error}</span> : null}
              </p>
              <button
                type="button"
                onClick={() => {
                  photos.remove(photo.key)
                  onChange()
                  inputRef.current?.focus()
                }}
                aria-label={t('returns.removePhoto', { name: photo.name })}
                className="absolute -top-2 -right-2 inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm hover:bg-cloth"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        className={`btn relative border border-line text-ink has-focus-visible:ring-2 has-focus-visible:ring-focus ${full ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-cloth'}`}
      >
        {t(text.addPhotos)}
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          disabled={full}
          aria-describedby={`${id}-message`}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = '' // the same file can be picked again after removing it
            photos.add(files)
            onChange()
          }}
        />
      </label>
      <FieldMessage id={`${id}-message`} error={message} hint={t(text.photosHint)} />
    </div>
  )
}
