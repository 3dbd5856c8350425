import { Spinner } from '@/components/spinner'

/** Shown in the page area while a page's code loads. A screen tall, so the footer starts below the
 *  fold and the page arriving does not shove it about (layout shift, issue 8). */
export function PageSpinner() {
  return <Spinner label="Loading page…" className="min-h-screen" />
}
