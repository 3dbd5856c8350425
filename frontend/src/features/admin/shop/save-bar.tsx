import { currentIntlLocale, useT } from '@/lib/i18n'

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
  const t = useT()
  return (
    <div className="space-y-4 border-t border-line pt-5">
      {conflict ? (
        <div role="alert" className="rounded-2xl border border-saffron-500/60 bg-saffron-300/15 p-4 text-sm text-ink">
          <p className="font-medium">{conflict}</p>
          <button type="button" onClick={onReload} className="btn btn-outline mt-3">
            {t('admin-shop.reload')}
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
          {updatedAt
            ? t('admin-shop.lastSaved', { when: new Date(updatedAt).toLocaleString(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' }) })
            : t('admin-shop.notSaved')}
        </p>
        <button type="submit" disabled={saving} aria-busy={saving} className="btn btn-primary min-w-32">
          {saving ? t('admin-shop.saving') : label}
        </button>
      </div>
    </div>
  )
}
