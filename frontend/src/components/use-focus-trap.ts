import { useEffect, useRef, type RefObject } from 'react'

// Links, enabled form controls and anything given a tab stop (the results come in document order).
const focusable = 'a[href], :is(button, input, select, textarea):not([disabled]), [tabindex]:not([tabindex="-1"])'

type FocusTrapOptions = {
  /** While true the trap holds: focus moves to the first `[data-autofocus]` inside, Tab and Shift+Tab wrap inside, Escape calls `onEscape`. */
  active: boolean
  onEscape: () => void
  /** The page behind stops scrolling while the trap holds. */
  lockScroll?: boolean
  /** On closing, the focus goes back to the control that had it on opening (if it is still on the page).
   *  Off where the caller puts it somewhere itself. */
  restoreFocus?: boolean
}

/**
 * The keyboard side of every modal surface (dialogs, the confirmation, the mobile menu): focus moves in
 * and stays inside (Tab wraps at both ends), Escape closes, and focus returns to the opener.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, onEscape, lockScroll = false, restoreFocus = true }: FocusTrapOptions,
): void {
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  useEffect(() => {
    if (!active) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    container.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onEscapeRef.current()
        return
      }
      if (event.key !== 'Tab' || !container.current) return
      const items = [...container.current.querySelectorAll<HTMLElement>(focusable)]
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    const { overflow } = document.body.style
    if (lockScroll) document.body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKeyDown)
    return () => {
      if (lockScroll) document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      if (restoreFocus) opener?.focus() // a no-op if the opener has left the page
    }
  }, [active, container, lockScroll, restoreFocus])
}
