// Issue 30: /account/addresses — a signed-in shopper's saved addresses: list, add, edit, delete and make
// one the default. Checkout offers them (the default chosen first) and the cart prices delivery to the
// default's pincode.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'

import { ChevronLeftIcon, PlusIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { meQueryOptions } from '@/lib/account/get-me'
import { useChangeAddresses, useSavedAddresses, type AddressChange, type SavedAddress } from '@/lib/addresses/book'
import { useT, type MessageKey } from '@/lib/i18n'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { AddressCard } from './address-card'
import { AddressEditor } from './address-editor'

const DONE: Record<AddressChange['kind'], MessageKey> = {
  add: 'addresses.saved',
  edit: 'addresses.saved',
  delete: 'addresses.deleted',
  default: 'addresses.defaultChanged',
}

/** Which form is open: none, a new address, or the address being edited. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string }

export function AddressBookPage() {
  const t = useT()
  useDocumentTitle(t('addresses.title'))
  const book = useSavedAddresses()
  const me = useQuery(meQueryOptions())
  const change = useChangeAddresses()
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })

  /** Sends one change; a form's refusal goes back to the form, anything else is a toast. */
  const apply = async (what: AddressChange, fromForm: boolean) => {
    try {
      await change.mutateAsync(what)
    } catch (error) {
      if (fromForm) throw error
      notify('error', t('addresses.failed'))
      return
    }
    notify('success', t(DONE[what.kind]))
    if (fromForm) setEditing({ kind: 'none' })
  }

  let body
  if (book.isPending) {
    body = <Spinner label={t('addresses.loading')} className="min-h-[30vh]" />
  } else if (book.isError) {
    body = <LoadError message={t('addresses.loadFailed')} onRetry={() => void book.refetch()} retrying={book.isRefetching} />
  } else {
    const addresses = book.data
    const editor = (address?: SavedAddress) => (
      <AddressEditor
        key={address?.id ?? 'new'}
        {...(address ? { address } : {})}
        prefill={{ name: me.data?.name ?? '', mobile: me.data?.phone ?? '' }}
        first={addresses.length === 0}
        saving={change.isPending}
        onSave={(what) => apply(what, true)}
        onCancel={() => setEditing({ kind: 'none' })}
      />
    )
    body = (
      <>
        {editing.kind === 'new' ? <div className="mb-6">{editor()}</div> : null}
        {addresses.length === 0 && editing.kind !== 'new' ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-muted">{t('addresses.empty')}</p>
        ) : null}
        <ul aria-label={t('addresses.list')} className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) =>
            editing.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="md:col-span-2">
                {editor(address)}
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                busy={change.isPending}
                onEdit={() => setEditing({ kind: 'edit', id: address.id })}
                onDelete={() => void apply({ kind: 'delete', id: address.id }, false)}
                onMakeDefault={() => void apply({ kind: 'default', id: address.id }, false)}
              />
            ),
          )}
        </ul>
      </>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link to={paths.account.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-accent underline-offset-2 hover:underline">
        <ChevronLeftIcon className="size-4" />
        {t('addresses.backToAccount')}
      </Link>
      <div className="mt-2 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('addresses.title')}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t('addresses.intro')}</p>
        </div>
        {book.isSuccess && editing.kind !== 'new' ? (
          <button type="button" onClick={() => setEditing({ kind: 'new' })} className="btn btn-primary">
            <PlusIcon className="size-5" />
            {t('addresses.add')}
          </button>
        ) : null}
      </div>
      {body}
    </div>
  )
}
