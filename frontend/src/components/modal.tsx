import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useT } from '@/lib/i18n'

import { CloseIcon } from './icons'
import { useFocusTrap } from './use-focus-trap'

// Dialog and Modal share this module (and so one chunk): the first page loads Modal.

type DialogProps = {
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog'
  /** The id of the heading that names the dialog, and of the text that describes it, if any. */
  labelledBy: string
  describedBy?: string | undefined
  /** Escape and the backdrop call it. */
  onClose: () => void
  lockScroll?: boolean
  /** Where the panel sits on the screen (padding, alignment beyond the bottom sheet of small screens). */
  layerClassName: string
  /** The panel's look. */
  className: string
  children: ReactNode
}

/**
 * The modal primitive under Modal and the admin's ConfirmDialog: a portal with a backdrop and a labelled panel
 * (aria-modal) whose keyboard focus is trapped (use-focus-trap). Render it only while open.
 */
export function Dialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  lockScroll = false,
  layerClassName,
  className,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, { active: true, onEscape: onClose, lockScroll })
  return createPortal(
    <div className={`fixed inset-0 z-50 flex items-end justify-center ${layerClassName}`}>
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-black/55" />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={`relative ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}


type ModalProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Optional line under the title. */
  description?: string
  /** Panel width: 'lg' (default) for lists, 'md' for a short form or a confirmation. */
  size?: 'md' | 'lg'
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in and stays inside (Tab wraps),
 * Escape or the backdrop closes it, and focus returns to the control that opened it.
 */
export function Modal({ open, title, onClose, children, description, size = 'lg' }: ModalProps) {
  const t = useT()
  const titleId = useId()
  const descriptionId = useId()

  if (!open) return null
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onClose={onClose}
      lockScroll
      layerClassName="p-0 sm:items-center sm:p-6"
      className={`flex max-h-[88vh] w-full ${size === 'md' ? 'max-w-md' : 'max-w-3xl'} flex-col overflow-hidden rounded-t-3xl bg-surface shadow-2xl sm:rounded-3xl`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-2xl font-semibold text-ink">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-0.5 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          aria-label={t('common.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-cloth"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
    </Dialog>
  )
}
