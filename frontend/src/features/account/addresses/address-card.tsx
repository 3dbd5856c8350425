// One saved address in the book: who, where, the mobile, whether it is the default, and its actions. Delete
// asks once more in place.
import { useState } from 'react'

import type { SavedAddress } from '@/lib/addresses/book'
import { useT } from '@/lib/i18n'

type AddressCardProps = {
  address: SavedAddress
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

export function addressLines(address: SavedAddress): string[] {
  return [
    [address.house, address.address].filter(Boolean).join(', '),
    [address.locality, address.city].filter(Boolean).join(', '),
    [address.district, `${address.state} ${address.pincode}`.trim()].filter(Boolean).join(', '),
  ].filter(Boolean)
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  return (
    <li
      data-testid="saved-address"
      className={`flex flex-col rounded-2xl border bg-surface p-5 shadow-sm ${address.isDefault ? 'border-accent' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{address.name}</p>
        {address.isDefault ? (
          <span data-testid="default-badge" className="rounded-full bg-cloth px-2 py-0.5 text-xs font-semibold text-accent">
            {t('addresses.default')}
          </span>
        ) : null}
      </div>
      <address className="mt-2 text-sm leading-relaxed text-muted not-italic">
        {addressLines(address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{t('addresses.mobileLine', { mobile: address.mobile })}</span>
      </address>
      {confirming ? (
        <div role="group" aria-label={t('addresses.confirmDelete')} className="mt-4 rounded-xl bg-cloth p-3">
          <p className="text-sm font-medium text-ink">{t('addresses.confirmDelete')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={onDelete} className="btn btn-primary px-4 py-1.5 text-sm">
              {t('addresses.delete')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="btn btn-outline px-4 py-1.5 text-sm">
              {t('addresses.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 pt-1 sm:mt-auto">
          <button type="button" disabled={busy} onClick={onEdit} aria-label={t('addresses.editLabel', { name: address.name })} className="btn btn-outline px-4 py-1.5 text-sm">
            {t('addresses.edit')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={t('addresses.deleteLabel', { name: address.name })}
            className="btn btn-outline px-4 py-1.5 text-sm"
          >
            {t('addresses.delete')}
          </button>
          {address.isDefault ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={onMakeDefault}
              aria-label={t('addresses.makeDefaultLabel', { name: address.name })}
              className="btn btn-outline px-4 py-1.5 text-sm"
            >
              {t('addresses.makeDefault')}
            </button>
          )}
        </div>
      )}
    </li>
  )
}
