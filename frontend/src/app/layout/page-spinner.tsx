import { Spinner } from '@/components/spinner'

/** Shown in the page area while a page's code loads. */
export function PageSpinner() {
  return <Spinner label="Loading page…" className="min-h-[60vh]" />
}
