import { useId, useRef, useState, type DragEvent } from 'react'

import { FieldMessage } from '@/components/form-field'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { uploadingText } from '../api/upload-image'
import type { FormImage } from '../use-product-images'
import { TrashIcon, UploadIcon } from './icons'

type ImagePickerProps = {
  images: readonly FormImage[]
  onFiles: (files: File[]) => void
  onRemove: (id: string) => void
  onMove: (id: string, step: -1 | 1) => void
  error?: string | undefined
}

const smallButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-surface'

/**
 * spec §5/§7: image files only, several at once; each shows its upload progress ('Uploading… N%') or the
 * server's refusal. Thumbnails can be put in order with buttons (keyboard) or by dragging, and removed.
 */
export function ImagePicker({ images, onFiles, onRemove, onMove, error }: ImagePickerProps) {
  const t = useT()
  const inputId = useId()
  const messageId = `${inputId}-message`
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const [dragged, setDragged] = useState<string | null>(null)
  // Previews the browser cannot draw (a file that is not really an image) show the file's name instead.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set())

  function move(image: FormImage, index: number, step: -1 | 1) {
    onMove(image.id, step)
    setAnnouncement(t('admin-products.imageMoved', { position: index + 1, to: index + 1 + step, count: images.length }))
    // Keep the focus on a move button of the same image (the one pressed may now be disabled).
    requestAnimationFrame(() => {
      const item = list.current?.querySelector<HTMLElement>(`[data-image-id="${image.id}"]`)
      const pressed = item?.querySelector<HTMLButtonElement>(`[data-move="${step}"]`)
      const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-step}"]`)
      ;(pressed && !pressed.disabled ? pressed : other)?.focus()
    })
  }

  function dropOn(target: FormImage, event: DragEvent) {
    event.preventDefault()
    if (!dragged || dragged === target.id) return
    const from = images.findIndex((image) => image.id === dragged)
    const to = images.findIndex((image) => image.id === target.id)
    const step = to > from ? 1 : -1
    for (let index = from; index !== to; index += step) onMove(dragged, step)
    setDragged(null)
  }

  return (
    <div data-field="images">
      <span className="sr-only" id={`${inputId}-label`}>
        {t('admin-products.images')}
      </span>
      {images.length > 0 ? (
        <ol ref={list} aria-label={t('admin-products.productImages')} className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => {
            const position = index + 1
            return (
              <li
                key={image.id}
                data-image-id={image.id}
                draggable={image.status === 'ready'}
                onDragStart={() => setDragged(image.id)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => dropOn(image, event)}
                className={`flex flex-col overflow-hidden rounded-xl border bg-surface ${
                  image.status === 'failed' ? 'border-red-400 dark:border-red-700' : 'border-line'
                } ${dragged === image.id ? 'opacity-50' : ''}`}
              >
                <div className="relative aspect-square bg-cloth">
                  {image.previewUrl && !unreadable.has(image.previewUrl) ? (
                    <img
                      src={image.previewUrl}
                      alt={t('admin-products.imageAlt', { position, name: image.name })}
                      onError={() => setUnreadable((set) => new Set(set).add(image.previewUrl))}
                      className="size-full object-cover"
                    />
                  ) : (
                    <span className="flex size-full items-center justify-center p-3 pt-8 text-center text-xs break-all text-muted">
                      {image.name}
                    </span>
                  )}
                  {position === 1 && image.status !== 'failed' ? (
                    <span className="absolute top-2 left-2 rounded-full bg-indigo-900/85 px-2 py-0.5 text-xs font-semibold text-cream-50">
                      {t('admin-products.mainImage')}
                    </span>
                  ) : null}
                  {image.status === 'uploading' ? (
                    <div className="absolute inset-x-0 bottom-0 bg-black/65 px-2 py-1.5 text-white">
                      <p className="text-xs font-semibold tabular-nums" data-testid="upload-progress">
                        {uploadingText(image.percent)}
                      </p>
                      <div
                        role="progressbar"
                        aria-label={t('admin-products.uploadingName', { name: image.name })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={image.percent}
                        className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/30"
                      >
                        <div className="h-full bg-saffron-400 transition-[width]" style={{ width: `${image.percent}%` }} />
                      </div>
                    </div>
                  ) : null}
                </div>
                {image.status === 'failed' ? (
                  <p role="alert" className="px-2 pt-2 text-xs font-medium text-red-700 dark:text-red-300">
                    {t('admin-products.imageFailed', { name: image.name, error: image.error ?? '' })}
                  </p>
                ) : null}
                <div className="mt-auto flex items-center justify-between gap-1 p-2">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      data-move="-1"
                      className={smallButton}
                      onClick={() => move(image, index, -1)}
                      disabled={index === 0}
                      aria-label={t('admin-products.moveLeft', { position })}
                    >
                      <ChevronLeftIcon className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-move="1"
                      className={smallButton}
                      onClick={() => move(image, index, 1)}
                      disabled={index === images.length - 1}
                      aria-label={t('admin-products.moveRight', { position })}
                    >
                      <ChevronRightIcon className="size-4" />
                    </button>
                  </div>
                  <button
                    type="button"
                    className={`${smallButton} text-red-700 dark:text-red-300`}
                    onClick={() => {
                      onRemove(image.id)
                      setAnnouncement(t('admin-products.imageRemoved', { position }))
                    }}
                    aria-label={t('admin-products.removeImage', { position })}
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="relative">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = '' // the same file can be picked again after removing it
            if (files.length > 0) onFiles(files)
          }}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <div
          id={`${inputId}-button`}
          aria-hidden="true"
          className={`flex min-h-24 items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm font-semibold text-ink transition peer-hover:bg-cloth peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
            error ? 'border-red-700 dark:border-red-400' : 'border-line'
          }`}
        >
          <UploadIcon className="size-6 text-accent" />
          <span>
            {t('admin-products.addImages')}
            <span className="block text-xs font-normal text-muted">{t('admin-products.addImagesHint')}</span>
          </span>
        </div>
      </div>
      <FieldMessage id={messageId} error={error} hint={t('admin-products.imagesFileHint')} />
    </div>
  )
}
