// The moves of a paid order (issue 16): Mark packed, Ship (courier, tracking number, tracking link) and
// Mark delivered — only the ones that take it forward from where it is. A refused move (someone else
// moved it first, or it is not paid) shows the server's message; a 422 puts each message on its field.
import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { serverErrors } from '@/lib/forms/field-errors'
import { useFormErrors } from '@/lib/forms/use-form-errors'
import { T, translate, useT, type MessageKey } from '@/lib/i18n'

import { useMoveFulfilment, type AdminOrderDetail, type FulfilmentMove } from './api'
import { CancelOrder } from './cancel-order'

const SHIP_FIELDS = ['courier', 'trackingNumber', 'trackingUrl'] as const
const COURIERS = ['India Post', 'DTDC', 'Blue Dart', 'Delhivery', 'Professional Couriers', 'Shree Maruti Courier']
const button =
  'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition disabled:opacity-60'
const primary = `${button} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-saffron-400 dark:text-indigo-950 dark:hover:bg-saffron-300`
const secondary = `${button} border border-line hover:bg-cloth`

const DONE: Record<FulfilmentMove['to'], MessageKey> = {
  packed: 'admin-orders.markedPacked',
  shipped: 'admin-orders.markedShipped',
  delivered: 'admin-orders.markedDelivered',
}
const URL_PLACEHOLDER = 'https://'
const SEP = ' · '

function ShipForm({ onShip, busy }: { onShip: (move: FulfilmentMove) => Promise<Record<string, string> | null>; busy: boolean }) {
  const t = useT()
  const form = useFormErrors(SHIP_FIELDS)
  const [values, setValues] = useState({ courier: '', trackingNumber: '', trackingUrl: '' })
  const set = (field: (typeof SHIP_FIELDS)[number]) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    form.clear(field)
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void onShip({ to: 'shipped', ...values }).then((fields) => {
      if (fields) form.show(serverErrors(fields, SHIP_FIELDS))
    })
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label={t('admin-orders.shipForm')}>
      <InputField label={t('admin-orders.courier')} list="couriers" value={values.courier} onChange={set('courier')} error={form.errors.courier} ref={form.inputRef('courier')} autoComplete="off" />
      <datalist id="couriers">
        {COURIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <InputField label={t('admin-orders.trackingNumber')} value={values.trackingNumber} onChange={set('trackingNumber')} error={form.errors.trackingNumber} ref={form.inputRef('trackingNumber')} autoComplete="off" />
      <InputField
        label={t('admin-orders.trackingUrl')}
        className="sm:col-span-2"
        type="url"
        inputMode="url"
        placeholder={URL_PLACEHOLDER}
        value={values.trackingUrl}
        onChange={set('trackingUrl')}
        error={form.errors.trackingUrl}
        ref={form.inputRef('trackingUrl')}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={primary} disabled={busy}>
          {t('admin-orders.markShipped')}
        </button>
      </div>
    </form>
  )
}

export function FulfilmentActions({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const move = useMoveFulfilment(order.id)
  const [shipping, setShipping] = useState(false)

  /** Sends the move; the 422's field messages for the ship form, else null. */
  async function send(body: FulfilmentMove): Promise<Record<string, string> | null> {
    try {
      await move.mutateAsync(body)
      toast.success(translate(DONE[body.to]))
      setShipping(false)
      return null
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length) return error.fields
      toast.error(error instanceof Error ? error.message : translate('admin-orders.updateFailed'))
      return null
    }
  }

  // issue 30: a cash-on-delivery order moves like a paid one once confirmed (its own section says the rest)
  const cod = order.status === 'cod'
  if (cod && order.codState !== 'confirmed' && order.codState !== 'collected') return null
  if (order.status !== 'paid' && !cod) {
    return <p className="mt-3 text-sm text-muted">{t('admin-orders.notPaidNothing')}</p>
  }
  const state = order.fulfilment
  return (
    <div className="mt-3">
      {state === 'delivered' ? <p className="text-sm text-muted">{t('admin-orders.deliveredDone')}</p> : null}
      {state === 'cancelled' ? <p className="text-sm text-muted">{t('admin-orders.cancelledBefore')}</p> : null}
      <div className="flex flex-wrap gap-3">
        {state === 'unfulfilled' ? (
          <button type="button" className={secondary} disabled={move.isPending} onClick={() => void send({ to: 'packed' })}>
            {t('admin-orders.markPacked')}
          </button>
        ) : null}
        {(state === 'unfulfilled' || state === 'packed') && !shipping ? (
          <button type="button" className={primary} disabled={move.isPending} onClick={() => setShipping(true)}>
            {t('admin-orders.ship')}
          </button>
        ) : null}
        {(state === 'unfulfilled' || state === 'packed') && !cod ? <CancelOrder order={order} /> : null}
        {state === 'shipped' ? (
          <button type="button" className={primary} disabled={move.isPending} onClick={() => void send({ to: 'delivered' })}>
            {t('admin-orders.markDelivered')}
          </button>
        ) : null}
      </div>
      {shipping && (state === 'unfulfilled' || state === 'packed') ? <ShipForm onShip={send} busy={move.isPending} /> : null}
      {order.tracking ? (
        <p className="mt-3 text-sm">
          <T k="admin-orders.tracking" values={{ courier: order.tracking.courier, number: order.tracking.number }} components={{ 0: <span className="font-mono" /> }} />
          {order.tracking.url ? (
            <>
              {SEP}
              <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                {t('admin-orders.track')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
