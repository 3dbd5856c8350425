// The catalogue in bulk (issue 13).
// - Export: GET /api/v1/admin/products.csv, a plain download link (the session cookie goes with it).
// - Import: POST /api/v1/admin/products/import?dryRun=true|false with the file (multipart), through
//   XMLHttpRequest for its upload progress. The server checks every row in that one request and answers
//   {rows, created, updated, errors}: 200, or 422 with every row's errors and nothing written. A file it
//   cannot read at all (not UTF-8, a wrong header, too large) or one that already created its products
//   (409) is an error whose message is what the dialog shows.
import { readReason, refusalText } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { translate } from '@/lib/i18n'
import { clearStoredUser } from '@/lib/stored-user'

export type ImportReport = components['schemas']['ImportReport']
export type ImportRowError = components['schemas']['ImportRowError']

/** A row's problem in the admin's language (issue 28: the server sends its code and parameters). */
export function rowProblem(error: ImportRowError): string {
  const { reason, params, parts } = readReason(error)
  return refusalText(reason, params, error.message, parts)
}

export const EXPORT_URL = '/api/v1/admin/products.csv'
export const IMPORT_URL = '/api/v1/admin/products/import'
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024 // the server's cap; checked here first to save the upload
// The frontend's own messages, in the language shown when they are raised (admin-products catalogue).
const importFailed = () => translate('admin-products.importFailed')
const fileTooLarge = () => translate('admin-products.fileTooLarge')

/** Where a request is: sending the file (percent known), or the server checking / writing the rows. */
export type ImportProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' }

export type ImportJob = {
  /** The report (with `errors` when any row is wrong); rejects with an Error whose message is fit to show. */
  done: Promise<ImportReport>
  cancel: () => void
}

export type SendImport = (file: File, dryRun: boolean, onProgress: (progress: ImportProgress) => void) => ImportJob

function parse(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function isReport(body: Record<string, unknown> | null): body is ImportReport & Record<string, unknown> {
  return body !== null && typeof body.rows === 'number' && Array.isArray(body.errors)
}

export const sendImport: SendImport = (file, dryRun, onProgress) => {
  const xhr = new XMLHttpRequest()
  const done = new Promise<ImportReport>((resolve, reject) => {
    if (file.size > MAX_IMPORT_BYTES) {
      reject(new Error(fileTooLarge()))
      return
    }
    xhr.open('POST', `${IMPORT_URL}?dryRun=${dryRun ? 'true' : 'false'}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100))
      onProgress(percent >= 100 ? { phase: 'processing' } : { phase: 'uploading', percent })
    }
    xhr.upload.onload = () => onProgress({ phase: 'processing' })
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      if ((xhr.status === 200 || xhr.status === 422) && isReport(body)) {
        resolve(body)
        return
      }
      if (xhr.status === 401) clearStoredUser()
      const words = body && typeof body.message === 'string' && body.message ? body.message : null
      // issue 28: a coded refusal in the admin's language (its English is the server's words)
      const coded = readReason(body)
      const message = words === null ? importFailed() : refusalText(coded.reason, coded.params, words, coded.parts)
      reject(new Error(message))
    }
    xhr.onerror = () => reject(new Error(importFailed()))
    xhr.onabort = () => reject(new DOMException('Import cancelled', 'AbortError'))
    const form = new FormData()
    form.append('file', file, file.name)
    onProgress({ phase: 'uploading', percent: 0 })
    xhr.send(form)
  })
  return { done, cancel: () => xhr.abort() }
}
