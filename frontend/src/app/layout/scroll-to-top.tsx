import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** spec §2: route changes scroll to the top. The first page is left where the browser put it (the
 *  top, or where it was before a reload), and costs no forced layout while it first paints. */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname === first.current) return
    first.current = ''
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
