import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'

/** Shown in the page area while a page's code loads. A screen tall, so the footer starts below the
 *  fold and the page arriving does not shove it about (layout shift, issue 8). */
export function PageSpinner() {
  const t = useT()
  return <Spinner label={t('common.loadingPage')} className="min-h-screen" />
}
