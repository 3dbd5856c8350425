import { formatOrderDate } from '@/lib/dates'
import { TIMELINE_LABELS, type TimelineState } from '@/lib/orders/fulfilment'

type Entry = { state: TimelineState; at: string; by?: string | null }

/** An order's steps, oldest first; the dashboard also says which admin made each move. */
export function OrderTimeline({ entries }: { entries: Entry[] }) {
  return (
    <ol className="mt-3 space-y-2 border-l-2 border-line pl-4" aria-label="Timeline">
      {entries.map((entry) => (
        <li key={`${entry.state}-${entry.at}`} className="text-sm">
          <span className="font-medium text-ink">{TIMELINE_LABELS[entry.state]}</span>
          <span className="block text-muted">
            {formatOrderDate(entry.at)}
            {entry.by ? ` · ${entry.by}` : ''}
          </span>
        </li>
      ))}
    </ol>
  )
}
