import { useEffect, useId, useRef, useState } from 'react'

import { FieldMessage, labelClass } from '@/components/form-field'
import { translate, useT } from '@/lib/i18n'

import { uploadImage, uploadingText, type UploadJob } from '../api/upload-image'
import { TrashIcon, UploadIcon } from '../components/icons'

export type ImageValue = { key: string; url: string } | null

type ImageFieldProps = {
  label: string
  value: ImageValue
  onChange: (value: ImageValue) => void
  error?: string | undefined
  hint?: string
  /** How the picture is drawn: a logo is contained, a portrait is a circle. */
  shape?: 'logo' | 'portrait'
}

/** One picture (the shop's logo, a team member's photo): pick, upload with progress, replace or remove.
 *  The server checks the file (JPEG, PNG, WebP or GIF within the size limits) and its refusal shows here. */
export function ImageField({ label, value, onChange, error, hint, shape = 'logo' }: ImageFieldProps) {
  const t = useT()
  const inputId = useId()
  const messageId = `${inputId}-message`
  const job = useRef<UploadJob | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [refused, setRefused] = useState<string | undefined>()

  useEffect(() => () => job.current?.cancel(), [])

  function pick(file: File | undefined) {
    if (!file) return
    job.current?.cancel()
    setRefused(undefined)
    setProgress(0)
    const upload = uploadImage(file, {}, setProgress)
    job.current = upload
    upload.done.then(
      (image) => {
        if (job.current !== upload) return
        onChange({ key: image.key, url: image.url })
        setProgress(null)
      },
      (failure: unknown) => {
        if (job.current !== upload) return
        setProgress(null)
        if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
          setRefused(failure instanceof Error ? failure.message : translate('admin-shop.uploadFailed'))
        }
      },
    )
  }

  const message = refused ?? error
  const picture = shape === 'portrait' ? 'size-20 rounded-full object-cover' : 'h-20 w-32 rounded-xl object-contain'
  return (
    <div>
      <p className={labelClass} id={`${inputId}-label`}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img src={value.url} alt={t('admin-shop.imagePreview', { label })} className={`border border-line bg-page ${picture}`} />
        ) : (
          <span
            aria-hidden="true"
            className={`flex items-center justify-center border border-dashed border-line text-xs text-muted ${shape === 'portrait' ? 'size-20 rounded-full' : 'h-20 w-32 rounded-xl'}`}
          >
            {t('admin-shop.none')}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="btn btn-outline cursor-pointer">
            <UploadIcon className="size-4" />
            {value ? t('admin-shop.replace') : t('admin-shop.upload')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={message || hint ? messageId : undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              pick(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          {value ? (
            <button type="button" onClick={() => onChange(null)} className="btn btn-outline">
              <TrashIcon className="size-4" />
              {t('admin-shop.remove')}
            </button>
          ) : null}
        </div>
      </div>
      {progress !== null ? (
        <p role="status" className="mt-2 text-sm text-muted tabular-nums">
          {uploadingText(progress)}
        </p>
      ) : null}
      <FieldMessage id={messageId} error={message} hint={hint} />
    </div>
  )
}
