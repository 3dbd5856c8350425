// The order page's returns (issue 16): each return's lines and amount, the shopper's reason, note and
// photos (a click shows one larger), its state and the moves it allows. The refund a received return
// makes is listed with the order's other refunds too.
import { useState } from 'react'

import { Modal } from '@/components/modal'
import { formatOrderDate } from '@/lib/dates'
import { formatMetres } from '@/lib/fabrics'
import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import type { AdminReturn, AdminReturnLine } from './api'
import { ReturnActions } from './return-actions'

/** What the shop reads of a return's state. */
const RETURN_STATES: Record<AdminReturn['status'], MessageKey> = {
  requested: 'admin-returns.stateRequested',
  accepted: 'admin-returns.stateAccepted',
  declined: 'admin-returns.stateDeclined',
  received: 'admin-returns.stateReceived',
}

const tone: Record<AdminReturn['status'], string> = {
  requested: 'bg-saffron-300/60 text-indigo-950 ring-saffron-600/40 dark:bg-saffron-300/20 dark:text-saffron-300',
  accepted: 'bg-indigo-100 text-indigo-900 ring-indigo-700/30 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/40',
  declined: 'bg-red-100 text-red-800 ring-red-700/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  received: 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40',
}

function lineText(line: AdminReturnLine): string {
  const options = [line.size, line.type].filter(Boolean).join(', ')
  const quantity = line.unit === 'metre' ? formatMetres(line.quantity) : String(line.quantity)
  return `${line.title || translate('admin-orders.unknownProduct')}${options ? ` (${options})` : ''} × ${quantity}`
}

// Punctuation between the parts of a line: the same in every language.
const SEP = ' · '

type Viewing = { photos: AdminReturn['photos']; index: number }

function PhotoViewer({ viewing, onView, onClose }: { viewing: Viewing; onView: (viewing: Viewing) => void; onClose: () => void }) {
  const t = useT()
  const photo = viewing.photos[viewing.index]
  if (!photo) return null
  const count = viewing.photos.length
  const title = t('admin-returns.photoOf', { number: viewing.index + 1, count })
  const step = (by: number) => onView({ ...viewing, index: (viewing.index + by + count) % count })
  const link = 'text-sm font-semibold text-indigo-700 underline dark:text-indigo-300'
  return (
    <Modal open title={title} onClose={onClose}>
      <img src={photo.url} alt={title} className="mx-auto max-h-[65vh] w-auto rounded-xl object-contain" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <a href={photo.url} target="_blank" rel="noopener noreferrer" className={link}>
          {t('admin-returns.openFull')}
        </a>
        {count > 1 ? (
          <span className="flex gap-2">
            <button type="button" onClick={() => step(-1)} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-cloth">
              {t('admin-returns.previousPhoto')}
            </button>
            <button type="button" onClick={() => step(1)} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-cloth">
              {t('admin-returns.nextPhoto')}
            </button>
          </span>
        ) : null}
      </div>
    </Modal>
  )
}

type CardProps = { orderId: string; item: AdminReturn; cod: boolean; onView: (viewing: Viewing) => void }

function ReturnCard({ orderId, item, cod, onView }: CardProps) {
  const t = useT()
  // Issue 30: a cash-on-delivery return's refund is owed until the owner records it sent.
  const owed = item.status === 'received' && item.refund?.byOwner === true && item.refund.status === 'requested'
  return (
    <li className="py-4 first:pt-2" data-testid="admin-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[item.status]}`} data-testid="admin-return-status">
          {t(owed ? 'admin-returns.stateReceivedOwed' : RETURN_STATES[item.status])}
        </span>
        <span className="text-sm text-muted">{t('admin-returns.requested', { date: formatOrderDate(item.requestedAt) })}</span>
      </div>
      <p className="mt-2 text-sm">
        <span className="font-semibold">{item.reason}</span>
        {item.note ? <span className="mt-1 block whitespace-pre-line break-words text-ink">{t('admin-returns.note', { note: item.note })}</span> : null}
      </p>
      <ul className="mt-2 divide-y divide-line text-sm">
        {item.lines.map((line) => (
          <li key={line.line} className="flex justify-between gap-4 py-1.5">
            <span className="min-w-0 break-words">{lineText(line)}</span>
            <span className="whitespace-nowrap tabular-nums">{formatInr(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 border-t border-line pt-2 text-sm font-semibold">
        <span>{t('admin-returns.returnAmount')}</span>
        <span className="tabular-nums" data-testid="admin-return-amount">
          {formatInr(item.amount)}
        </span>
      </p>
      {item.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('admin-returns.photos')}>
          {item.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => onView({ photos: item.photos, index })}
                aria-label={t('admin-returns.viewPhoto', { number: index + 1, count: item.photos.length })}
                className="block size-20 overflow-hidden rounded-lg border border-line bg-cloth hover:opacity-90"
              >
                <img src={photo.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {item.status === 'declined' ? <p className="mt-3 text-sm">{t('admin-returns.declinedBecause', { reason: item.declineReason })}</p> : null}
      {item.status === 'received' ? (
        <p className="mt-3 text-sm">
          {t('admin-returns.received', { date: item.receivedAt ? formatOrderDate(item.receivedAt) : '' })}
          {item.refund ? (
            <>
              {SEP}
              {t('admin-returns.refund')}{' '}
              <span className="font-semibold tabular-nums" data-testid="admin-return-refund">
                {formatInr(item.refund.amount)}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      <ReturnActions orderId={orderId} item={item} cod={cod} />
    </li>
  )
}

export function ReturnsSection({ orderId, returns, cod = false }: { orderId: string; returns: AdminReturn[]; cod?: boolean }) {
  const [viewing, setViewing] = useState<Viewing | null>(null)
  return (
    <>
      <ul className="mt-1 divide-y divide-line">
        {returns.map((item) => (
          <ReturnCard key={item.id} orderId={orderId} item={item} cod={cod} onView={setViewing} />
        ))}
      </ul>
      {viewing ? <PhotoViewer viewing={viewing} onView={setViewing} onClose={() => setViewing(null)} /> : null}
    </>
  )
}
