import { useT } from '@/lib/i18n'
import { useShop } from '@/lib/shop'

import { itemText, type AdminOrderDetail } from './api'

/** What the printer gets (issue 16): an address label to stick on the parcel and the list of what goes
 *  in it — no prices. Hidden on screen; the page's print stylesheet shows only this. */
export function PackingSlip({ order }: { order: AdminOrderDetail }) {
  const shop = useShop()
  const t = useT()
  return (
    <div className="packing-slip hidden text-black print:block" data-testid="packing-slip">
      <section className="rounded-lg border-2 border-black p-6">
        <p className="text-sm">{t('admin-orders.shipTo')}</p>
        <p className="mt-1 text-2xl font-bold">{order.address.name}</p>
        <p className="text-lg whitespace-pre-line">{order.address.address}</p>
        <p className="text-lg font-semibold">{t('admin-orders.pin', { pincode: order.address.pincode })}</p>
        <p className="text-lg">{t('admin-orders.mobile', { mobile: order.address.mobile })}</p>
        <p className="mt-4 border-t border-black pt-2 text-sm">
          {t('admin-orders.from', { shop: `${shop.name}${shop.address ? `, ${shop.address}` : ''}${shop.phone ? ` · ${shop.phone}` : ''}` })}
        </p>
      </section>
      <section className="mt-6">
        <h2 className="text-lg font-bold">{t('admin-orders.orderTitle', { id: order.id })}</h2>
        <ul className="mt-2 list-disc pl-6">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${item.size}-${item.type}-${index}`}>{itemText(item)}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
