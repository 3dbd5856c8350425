// Issue 30: placing the order as cash on delivery — no popup, no payment: the server re-checks every rule
// and answers the order (or a coded refusal, worded in the shopper's language by the API client).
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useNavigate } from 'react-router'

import { ApiError } from '@/lib/api/client'
import { cartQueryKey } from '@/lib/cart/get-cart'
import { translate } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { ordersQueryKey } from '@/lib/orders/keys'
import { paths } from '@/lib/paths'

import { formErrorsFrom, type CheckoutAddress, type CheckoutChoices, type FieldErrors } from '../schema'
import { placeCodOrder } from './api'

type PlaceRequest = {
  address: CheckoutAddress & CheckoutChoices
  /** What the order would be made of; a change starts a new attempt (a new key). */
  fingerprint: string
  onFieldErrors: (errors: FieldErrors) => void
}

export function useCodCheckout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [placing, setPlacing] = useState(false)
  const busy = useRef(false)
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null)

  const place = useCallback(
    async ({ address, fingerprint, onFieldErrors }: PlaceRequest) => {
      if (busy.current) return // a double click: one order
      busy.current = true
      setPlacing(true)
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint }
      try {
        const order = await placeCodOrder(address, attempt.current.key)
        attempt.current = null
        toast.success(translate('cod.placed', { amount: formatInr(order.amount) }))
        void queryClient.invalidateQueries({ queryKey: cartQueryKey })
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
        void navigate(paths.orders.getHref())
      } catch (error) {
        const sameAttempt = error instanceof ApiError && (error.status === 0 || error.status >= 500)
        if (!sameAttempt) attempt.current = null
        if (error instanceof ApiError && error.status === 401) return
        const fields = error instanceof ApiError && error.status === 422 ? formErrorsFrom(error.fields, error.code) : {}
        if (Object.keys(fields).length > 0) onFieldErrors(fields)
        else toast.error(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : translate('cod.couldNotPlace'))
        void queryClient.invalidateQueries({ queryKey: cartQueryKey })
      } finally {
        busy.current = false
        setPlacing(false)
      }
    },
    [navigate, queryClient],
  )

  return { place, placing }
}
