import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'
import { TIMELINE_KEYS, type TimelineState } from '@/lib/orders/fulfilment'

const byAdmin = (name: string) => ` · ${name}`

type Entry = { state: TimelineState; at: string; by?: string | null }

/** An order's steps, oldest first; the dashboard also says which admin made each move. */
export function OrderTimeline({ entries }: { entries: Entry[] }) {
  const t = useT()
  return (
    <ol className="mt-3 space-y-2 border-l-2 border-line pl-4" aria-label={t('components.timeline')}>
      {entries.map((entry) => (
        <li key={`${entry.state}-${entry.at}`} className="text-sm">
          <span className="font-medium text-ink">{t(TIMELINE_KEYS[entry.state])}</span>
          <span className="block text-muted">
            {formatOrderDate(entry.at)}
            {entry.by ? byAdmin(entry.by) : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
