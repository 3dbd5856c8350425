import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'

import { Modal } from '@/components/modal'
import { T, translate, useT } from '@/lib/i18n'

import { rowProblem, sendImport, type ImportProgress, type ImportReport, type SendImport } from '../api/import-products'
import { refreshCatalogue } from '../api/invalidate'

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; dryRun: boolean; progress: ImportProgress }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'applied'; report: ImportReport }

const NONE = '—'

/** 'N to create, M to update' (a dry run) or 'N created, M updated' (applied). */
export function summaryText(report: ImportReport, applied: boolean): string {
  return applied
    ? translate('admin-products.importApplied', { created: report.created, updated: report.updated })
    : translate('admin-products.importChecked', { rows: report.rows, created: report.created, updated: report.updated })
}

export function errorsText(report: ImportReport): string {
  const rows = new Set(report.errors.map((error) => error.row)).size
  return translate('admin-products.importErrors', { rows })
}

function progressText(step: Extract<Step, { kind: 'busy' }>): string {
  if (step.progress.phase === 'uploading') return translate('admin-products.uploading', { percent: step.progress.percent })
  return translate(step.dryRun ? 'admin-products.checkingRows' : 'admin-products.applyingRows')
}

function Progress({ step }: { step: Extract<Step, { kind: 'busy' }> }) {
  useT() // re-renders on a language switch
  const uploading = step.progress.phase === 'uploading'
  const text = progressText(step)
  return (
    <div role="status" className="space-y-2">
      <p className="text-sm font-semibold text-ink">{text}</p>
      {/* determinate while the file is sent; the server's check of the rows is one step it cannot count */}
      {uploading ? (
        <progress max={100} value={step.progress.phase === 'uploading' ? step.progress.percent : 0} aria-label={text} className="h-2 w-full accent-primary" />
      ) : (
        <progress aria-label={text} className="h-2 w-full accent-primary" />
      )}
    </div>
  )
}

function ErrorsTable({ report }: { report: ImportReport }) {
  const t = useT()
  return (
    <div className="space-y-3">
      <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
        {errorsText(report)}
      </p>
      <div className="max-h-72 overflow-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin-products.rowsWithErrors')}</caption>
          <thead className="sticky top-0 bg-cloth text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('admin-products.columnRow')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('admin-products.columnColumn')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('admin-products.columnProblem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={`${error.row}-${error.column}-${index}`} className="border-t border-line align-top">
                <td className="px-3 py-2 tabular-nums">{error.row}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{error.column || NONE}</td>
                <td className="px-3 py-2 text-ink">{rowProblem(error)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

type ImportCsvDialogProps = {
  open: boolean
  onClose: () => void
  /** The request; tests pass their own. */
  send?: SendImport
}

/**
 * Import CSV (issue 13): choose a file, check it (a dry run: every row's errors, or 'N to create, M to
 * update'), then apply it — all rows or none. Progress: the upload's percent, then the server's check.
 */
export function ImportCsvDialog({ open, onClose, send = sendImport }: ImportCsvDialogProps) {
  const t = useT()
  const queryClient = useQueryClient()
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [failure, setFailure] = useState<string | null>(null)
  const cancel = useRef<(() => void) | null>(null)
  const busy = step.kind === 'busy'

  useEffect(() => () => cancel.current?.(), [])

  function reset() {
    setFile(null)
    setStep({ kind: 'choose' })
    setFailure(null)
  }

  function close() {
    if (busy && !step.dryRun) return // the rows are being written: the answer must be seen
    cancel.current?.()
    cancel.current = null
    reset()
    onClose()
  }

  function run(dryRun: boolean) {
    if (!file || busy) return
    setFailure(null)
    setStep({ kind: 'busy', dryRun, progress: { phase: 'uploading', percent: 0 } })
    const job = send(file, dryRun, (progress) => setStep({ kind: 'busy', dryRun, progress }))
    cancel.current = job.cancel
    job.done.then(
      (report) => {
        cancel.current = null
        if (!dryRun && report.errors.length === 0) {
          setStep({ kind: 'applied', report })
          toast.success(translate('admin-products.importAppliedToast', { summary: summaryText(report, true) }))
          void refreshCatalogue(queryClient)
        } else {
          setStep({ kind: 'checked', report })
        }
      },
      (error: unknown) => {
        cancel.current = null
        if (error instanceof DOMException && error.name === 'AbortError') return
        setStep({ kind: 'choose' })
        setFailure(error instanceof Error ? error.message : String(error))
      },
    )
  }

  const ready = step.kind === 'checked' && step.report.errors.length === 0
  return (
    <Modal open={open} title={t('admin-products.importTitle')} description={t('admin-products.importDescription')} onClose={close}>
      <div className="space-y-5">
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            {t('admin-products.csvFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              setFile(chosen)
              setStep({ kind: 'choose' })
              setFailure(null)
            }}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-cloth file:px-4 file:py-2 file:font-semibold file:text-ink"
          />
          <p id={hintId} className="text-xs text-muted">
            <T k="admin-products.importHint" components={{ 0: <strong /> }} />
          </p>
        </div>

        {failure ? (
          <p role="alert" className="rounded-xl border [overflow-wrap:anywhere] border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {failure}
          </p>
        ) : null}

        {step.kind === 'busy' ? <Progress step={step} /> : null}
        {step.kind === 'checked' && step.report.errors.length > 0 ? <ErrorsTable report={step.report} /> : null}
        {ready ? (
          <p role="status" className="text-sm font-semibold text-ink">
            {summaryText(step.report, false)}
          </p>
        ) : null}
        {step.kind === 'applied' ? (
          <p role="status" className="text-sm font-semibold text-green-800 dark:text-green-300">
            {t('admin-products.imported', { summary: summaryText(step.report, true) })}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={busy && !step.dryRun} className="btn btn-outline disabled:opacity-60">
            {step.kind === 'applied' ? t('admin-products.done') : t('admin-products.cancel')}
          </button>
          {step.kind === 'applied' ? null : ready ? (
            <button type="button" onClick={() => run(false)} className="btn btn-primary">
              {t('admin-products.applyImport')}
            </button>
          ) : (
            <button type="button" onClick={() => run(true)} disabled={!file || busy} className="btn btn-primary disabled:opacity-60">
              {t('admin-products.checkFile')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
