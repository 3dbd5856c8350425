import { useId, type ReactNode } from 'react'

import { Dialog } from '@/components/modal'
import { useT } from '@/lib/i18n'

type ConfirmDialogProps = {
  open: boolean
  /** The question, e.g. spec §5's 'Delete "{title}"?' — the dialog's name. */
  question: string
  detail?: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** More of the question under the detail (a choice, a message). */
  children?: ReactNode
}

/**
 * An accessible confirmation (role alertdialog): focus starts on Cancel, Tab stays inside, Escape or the
 * backdrop cancels, and focus returns to the control that opened it.
 */
export function ConfirmDialog({ open, question, detail, confirmLabel, busy = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const t = useT()
  const questionId = useId()
  const detailId = useId()

  if (!open) return null
  return (
    <Dialog
      role="alertdialog"
      labelledBy={questionId}
      describedBy={detail ? detailId : undefined}
      onClose={onCancel}
      layerClassName="p-4 sm:items-center"
      className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-2xl"
    >
      <h2 id={questionId} className="font-sans text-lg font-semibold break-words text-ink">
        {question}
      </h2>
      {detail ? (
        <p id={detailId} className="mt-2 text-sm text-muted">
          {detail}
        </p>
      ) : null}
      {children}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" data-autofocus onClick={onCancel} className="btn btn-outline">
          {t('admin-dashboard.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
