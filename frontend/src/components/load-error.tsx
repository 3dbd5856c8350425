type LoadErrorProps = {
  message: string
  onRetry: () => void
  retrying?: boolean
}

/** A failed load with a way to try again (announced as an alert). */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface p-8 text-center">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className="btn btn-primary mt-4">
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  )
}
