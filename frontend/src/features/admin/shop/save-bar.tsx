type SaveBarProps = {
  saving: boolean
  label: string
  /** The form-level message of a refused save (422). */
  problem: string | null
  /** Someone else saved first (409): their message, and a way to load their version. */
  conflict: string | null
  onReload: () => void
  updatedAt: string | null | undefined
}

/** The end of a settings or page form: the refusal if any, when it was last saved, and Save. */
export function SaveBar({ saving, label, problem, conflict, onReload, updatedAt }: SaveBarProps) {
  return (
    <div className="space-y-4 border-t border-line pt-5">
      {conflict ? (
        <div role="alert" className="rounded-2xl border border-saffron-500/60 bg-saffron-300/15 p-4 text-sm text-ink">
          <p className="font-medium">{conflict}</p>
          <button type="button" onClick={onReload} className="btn btn-outline mt-3">
            Reload
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {updatedAt ? `Last saved ${new Date(updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}` : 'Not saved yet'}
        </p>
        <button type="submit" disabled={saving} aria-busy={saving} className="btn btn-primary min-w-32">
          {saving ? 'Saving…' : label}
        </button>
      </div>
    </div>
  )
}
