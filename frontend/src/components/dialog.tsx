import { useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { useFocusTrap } from './use-focus-trap'

type DialogProps = {
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog'
  /** The id of the heading that names the dialog, and of the text that describes it, if any. */
  labelledBy: string
  describedBy?: string | undefined
  /** Escape and the backdrop call it. */
  onClose: () => void
  initialFocus?: RefObject<HTMLElement | null>
  lockScroll?: boolean
  /** Where the panel sits on the screen (padding, alignment beyond the bottom sheet of small screens). */
  layerClassName: string
  /** The panel's look. */
  className: string
  children: ReactNode
}

/**
 * The modal primitive under Modal and ConfirmDialog: a portal with a backdrop and a labelled panel
 * (aria-modal) whose keyboard focus is trapped (use-focus-trap). Render it only while open.
 */
export function Dialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  lockScroll = false,
  layerClassName,
  className,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, { active: true, onEscape: onClose, ...(initialFocus ? { initialFocus } : {}), lockScroll })
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
