import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'

type ConfirmDialogProps = {
  open: boolean
  /** The question, e.g. spec §5's 'Delete "{title}"?' — the dialog's name. */
  question: string
  detail?: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * An accessible confirmation (role alertdialog): focus starts on Cancel, Tab stays inside, Escape or the
 * backdrop cancels, and focus returns to the control that opened it.
 */
export function ConfirmDialog({ open, question, detail, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const questionId = useId()
  const detailId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const onCancelRef = useRef(onCancel)
  useEffect(() => {
    onCancelRef.current = onCancel
  })

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    cancelButton.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCancelRef.current()
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const buttons = [...panel.current.querySelectorAll<HTMLElement>('button:not([disabled])')]
      const first = buttons[0]
      const last = buttons[buttons.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" onClick={onCancel} className="absolute inset-0 bg-black/55" />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={questionId}
        aria-describedby={detail ? detailId : undefined}
        className="relative w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-2xl"
      >
        <h2 id={questionId} className="font-sans text-lg font-semibold break-words text-ink">
          {question}
        </h2>
        {detail ? (
          <p id={detailId} className="mt-2 text-sm text-muted">
            {detail}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelButton} type="button" onClick={onCancel} className="btn btn-outline">
            Cancel
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
      </div>
    </div>,
    document.body,
  )
}
