// Issue 30: a signed-in shopper's kept addresses, offered at checkout (the default chosen first); picking
// one fills the form, 'A new address' empties it.
import type { SavedAddress } from '@/lib/addresses/book'
import { useT } from '@/lib/i18n'

export { useSavedAddresses } from '@/lib/addresses/book'

type SavedAddressesProps = {
  addresses: SavedAddress[]
  chosen: string | null
  onChoose: (address: SavedAddress | null) => void
}

export function SavedAddresses({ addresses, chosen, onChoose }: SavedAddressesProps) {
  const t = useT()
  if (addresses.length === 0) return null
  return (
    <fieldset className="mt-5" data-testid="saved-addresses">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('checkout.savedAddresses')}</legend>
      <div className="grid gap-2">
        {addresses.map((address) => (
          <label key={address.id} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-checked:border-accent">
            <input type="radio" name="saved-address" checked={chosen === address.id} onChange={() => onChoose(address)} className="mt-1" />
            <span className="text-sm">
              <span className="font-semibold text-ink">{address.name}</span>
              {address.isDefault ? <span className="ml-2 rounded bg-cloth px-1.5 text-xs text-accent">{t('checkout.defaultAddress')}</span> : null}
              <span className="block text-muted">
                {[address.house, address.address, address.locality, address.city, address.state, address.pincode].filter(Boolean).join(', ')}
              </span>
            </span>
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-checked:border-accent">
          <input type="radio" name="saved-address" checked={chosen === null} onChange={() => onChoose(null)} />
          <span className="text-sm font-semibold text-ink">{t('checkout.newAddress')}</span>
        </label>
      </div>
    </fieldset>
  )
}
