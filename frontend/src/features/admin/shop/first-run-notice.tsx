import { useT } from '@/lib/i18n'
import { useShop } from '@/lib/shop'

/** Shown to admins until the shop's name and contact are saved (a fresh production store). */
export function FirstRunNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const t = useT()
  if (useShop().configured) return null
  return (
    <section
      aria-labelledby="first-run-title"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-3xl border-2 border-saffron-500 bg-saffron-300/20 p-5 sm:p-6"
    >
      <div className="max-w-2xl">
        <h2 id="first-run-title" className="text-xl font-semibold text-ink">
          {t('admin-shop.firstRunTitle')}
        </h2>
        <p className="mt-1 text-ink">{t('admin-shop.firstRunText')}</p>
      </div>
      <button type="button" onClick={onOpenSettings} className="btn btn-primary">
        {t('admin-shop.openSettings')}
      </button>
    </section>
  )
}
