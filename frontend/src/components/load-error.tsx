import { useT } from '@/lib/i18n'

type LoadErrorProps = {
  message: string
  onRetry: () => void
  retrying?: boolean
}

/** A failed load with a way to try again (announced as an alert). */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const t = useT()
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface p-8 text-center">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className="btn btn-primary mt-4">
        {retrying ? t('common.tryingAgain') : t('common.tryAgain')}
      </button>
    </div>
  )
}
