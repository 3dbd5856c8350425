import { useShop } from '@/lib/shop'

export const FIRST_RUN_TITLE = 'Set up your shop'
export const FIRST_RUN_TEXT =
  "Shoppers can't see who they are buying from yet. Add the shop's name and a contact e-mail or phone on the Settings tab; the store shows them on every page."

/** Shown to admins until the shop's name and contact are saved (a fresh production store). */
export function FirstRunNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  if (useShop().configured) return null
  return (
    <section
      aria-labelledby="first-run-title"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-3xl border-2 border-saffron-500 bg-saffron-300/20 p-5 sm:p-6"
    >
      <div className="max-w-2xl">
        <h2 id="first-run-title" className="text-xl font-semibold text-ink">
          {FIRST_RUN_TITLE}
        </h2>
        <p className="mt-1 text-ink">{FIRST_RUN_TEXT}</p>
      </div>
      <button type="button" onClick={onOpenSettings} className="btn btn-primary">
        Open Settings
      </button>
    </section>
  )
}
