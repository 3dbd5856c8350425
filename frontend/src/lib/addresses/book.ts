// Issue 30: a signed-in shopper's address book (backend khadi/addresses, /api/v1/account/addresses): list
// (the default first), add, edit, delete and make one the default. The address book page changes it;
// checkout offers it (the default chosen first) and the cart prices delivery to the default's pincode.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import type { CheckoutAddress } from './form'

export type SavedAddress = components['schemas']['SavedAddressOut']

const BOOK = '/api/v1/account/addresses'
export const savedAddressesQueryKey = ['account', 'addresses'] as const

export function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiGet<SavedAddress[]>(BOOK, signal ? { signal } : {})
}

/** The book; without it (it failed to load) checkout and the cart still work: no retries to wait for. Read
 *  again on every visit (a checkout may have kept a new address), showing the last copy meanwhile. */
export function useSavedAddresses(enabled = true) {
  return useQuery({
    queryKey: savedAddressesQueryKey,
    queryFn: ({ signal }) => getSavedAddresses(signal),
    staleTime: 0,
    retry: false,
    enabled,
  })
}

/** The default address (the first is the default), or undefined for an empty book. */
export function defaultAddress(addresses: readonly SavedAddress[] | undefined): SavedAddress | undefined {
  return addresses?.find((address) => address.isDefault) ?? addresses?.[0]
}

export type AddressChange =
  | { kind: 'add'; address: CheckoutAddress; isDefault: boolean }
  | { kind: 'edit'; id: string; address: CheckoutAddress; isDefault: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'default'; id: string }

function send(change: AddressChange): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return apiSend<SavedAddress>('POST', BOOK, { ...change.address, isDefault: change.isDefault })
    case 'edit':
      return apiSend<SavedAddress>('PUT', `${BOOK}/${encodeURIComponent(change.id)}`, { ...change.address, isDefault: change.isDefault })
    case 'delete':
      return apiSend<undefined>('DELETE', `${BOOK}/${encodeURIComponent(change.id)}`)
    case 'default':
      return apiSend<SavedAddress>('POST', `${BOOK}/${encodeURIComponent(change.id)}/default`)
  }
}

/** One change at a time; afterwards the book is read again (the server decides which is the default), and
 *  the cart's delivery line follows the default's pincode. */
export function useChangeAddresses() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey }),
  })
}
