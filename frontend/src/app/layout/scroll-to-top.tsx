import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** spec §2: route changes scroll to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
