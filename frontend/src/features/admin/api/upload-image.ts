// Product image uploads (spec §7 file storage, §9: resumable above 256 KB).
// - up to 256 KB: POST /api/v1/admin/uploads (multipart), through XMLHttpRequest for its upload progress;
// - above: tus 1.0 at /api/v1/admin/uploads/tus with the maintained tus-js-client, sent in chunks. A dropped
//   connection is retried and continues from the offset the server holds; an upload cut off by a closed
//   tab continues when the same file is picked again (the client remembers it in localStorage).
//   GET /api/v1/admin/uploads/tus/{id} then gives the stored image.
// Either way the server decodes the image, refuses what is not a JPEG/PNG/WebP/GIF, too large or too many
// pixels, and its message is what the form shows.
import { DetailedError, Upload } from 'tus-js-client'

import { ApiError, apiGet, apiSend } from '@/lib/api/client'
import { translate } from '@/lib/i18n'

import type { UploadedImage } from './types'

export const RESUMABLE_ABOVE_BYTES = 256 * 1024 // spec §9
export const TUS_CHUNK_BYTES = 512 * 1024
/** The English words of uploadFailed() (admin-products.uploadFailed). */
export const UPLOAD_FAILED = 'Upload failed. Please try again.'
/** 'Upload failed. Please try again.' in the current language. */
const uploadFailed = () => translate('admin-products.uploadFailed')
const UPLOADS = '/api/v1/admin/uploads'
const TUS_ENDPOINT = `${UPLOADS}/tus`

/** Where the file is stored: product-images/ or {category}/{subCategory}/ (spec §7). */
export type UploadFolder = { category?: string; subCategory?: string }

export type UploadJob = {
  /** Resolves with the stored image, rejects with an Error whose message is fit to show. */
  done: Promise<UploadedImage>
  /** Stops sending; the promise then rejects with an AbortError. */
  cancel: () => void
}

/** Whole percent sent, 0–100. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)))
}

/** spec §7: 'Uploading… N%' */
export function uploadingText(percent: number): string {
  return translate('admin-products.uploading', { percent })
}

const aborted = () => new DOMException('Upload cancelled', 'AbortError')

/** The server's message from an error envelope body, if it is one. */
function envelopeMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null) {
      const { message } = parsed as Record<string, unknown>
      if (typeof message === 'string' && message) return message
    }
  } catch {
    // not JSON
  }
  return null
}

function folderFields(folder: UploadFolder): [string, string][] {
  const fields: [string, string][] = []
  if (folder.category) fields.push(['category', folder.category])
  if (folder.category && folder.subCategory) fields.push(['subCategory', folder.subCategory])
  return fields
}

/** One multipart request with upload progress. */
export function uploadSmallImage(file: File, folder: UploadFolder, onProgress: (percent: number) => void): UploadJob {
  const xhr = new XMLHttpRequest()
  const done = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open('POST', UPLOADS)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total))
    }
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          onProgress(100)
          resolve(JSON.parse(xhr.responseText) as UploadedImage)
        } catch {
          reject(new Error(uploadFailed()))
        }
        return
      }
      reject(new Error(envelopeMessage(xhr.responseText) ?? uploadFailed()))
    }
    xhr.onerror = () => reject(new Error(uploadFailed()))
    xhr.onabort = () => reject(aborted())
    const form = new FormData()
    form.append('file', file, file.name)
    for (const [name, value] of folderFields(folder)) form.append(name, value)
    xhr.send(form)
  })
  return { done, cancel: () => xhr.abort() }
}

function tusErrorMessage(error: Error): string {
  if (error instanceof DetailedError && error.originalResponse) {
    return envelopeMessage(error.originalResponse.getBody()) ?? uploadFailed()
  }
  return uploadFailed()
}

/** The tus upload's id: the last segment of the Location the server gave. */
export function tusUploadId(url: string): string {
  const path = new URL(url, window.location.origin).pathname
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))
}

/** A resumable tus upload, then the stored image it became. */
export function uploadLargeImage(file: File, folder: UploadFolder, onProgress: (percent: number) => void): UploadJob {
  let upload: Upload | null = null
  let cancelled = false
  let rejectJob: (reason: unknown) => void = () => undefined
  const done = new Promise<UploadedImage>((resolve, reject) => {
    rejectJob = reject
    upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000], // a dropped connection resumes from the server's offset
      metadata: { filename: file.name, filetype: file.type, ...Object.fromEntries(folderFields(folder)) },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(percentOf(sent, total)),
      onError: (error) => reject(cancelled ? aborted() : new Error(tusErrorMessage(error))),
      onSuccess: () => {
        const url = upload?.url
        if (!url) {
          reject(new Error(uploadFailed()))
          return
        }
        apiGet<UploadedImage>(`${TUS_ENDPOINT}/${encodeURIComponent(tusUploadId(url))}`).then(resolve, (error: unknown) =>
          reject(new Error(error instanceof ApiError ? error.message : uploadFailed())),
        )
      },
    })
    const started = upload
    // An earlier attempt at this very file (same name, size, type, date) continues where it stopped.
    started
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0]
        if (last) started.resumeFromPreviousUpload(last)
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) started.start()
      })
  })
  return {
    done,
    cancel: () => {
      cancelled = true
      void upload?.abort(true) // true: also tells the server to drop the bytes it holds
      rejectJob(aborted())
    },
  }
}

/** Picks the way to send by size. */
export function uploadImage(file: File, folder: UploadFolder, onProgress: (percent: number) => void): UploadJob {
  return file.size > RESUMABLE_ABOVE_BYTES
    ? uploadLargeImage(file, folder, onProgress)
    : uploadSmallImage(file, folder, onProgress)
}

/** DELETE /api/v1/admin/media?path= — an image uploaded by the form and discarded before saving. */
export function discardUpload(key: string): Promise<unknown> {
  return apiSend('DELETE', `/api/v1/admin/media?path=${encodeURIComponent(key)}`)
}
