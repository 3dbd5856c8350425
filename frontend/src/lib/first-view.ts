// Issue 33: the server draws the first view of the public pages with these same components
// (src/first-view.tsx). While it draws, and while the app hydrates a page it drew (#root marked
// data-first-view, main.tsx), the pages draw everything at once instead of in a second, background render,
// so the app's markup matches the server's. From the first navigation on, pages render progressively again.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

let drawing =
  import.meta.env.SSR || (typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-first-view') === true)

/** Whether this render draws (or hydrates) a first view from the server. */
export function drawingFirstView(): boolean {
  return drawing
}

/** Ends the first view at the first navigation (mounted once, inside the router). Not at the first commit:
 *  the page inside the layout's Suspense hydrates after the layout has committed. */
export function useFirstViewUntilNavigation(): void {
  const { key } = useLocation()
  const first = useRef(key)
  useEffect(() => {
    if (key !== first.current) drawing = false
  }, [key])
}
