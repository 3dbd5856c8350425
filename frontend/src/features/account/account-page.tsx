import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { MapPinIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { accountQueryOptions } from './api'
import { DetailsForm } from './components/details-form'
import { PasswordForm } from './components/password-form'
import { ACCOUNT_TITLE } from './messages'

/** /account (issue 14): the signed-in user's name and phone, and a password change; a link to the saved
 *  addresses (issue 30). */
export function AccountPage() {
  const t = useT()
  useDocumentTitle(t(ACCOUNT_TITLE))
  const account = useQuery(accountQueryOptions())

  let body
  if (account.isPending) {
    body = <Spinner label={t('account.loading')} className="min-h-[40vh]" />
  } else if (account.isError) {
    body = (
      <LoadError message={t('account.loadFailed')} onRetry={() => void account.refetch()} retrying={account.isRefetching} />
    )
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <DetailsForm key={account.data.uid} account={account.data} />
        <PasswordForm />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t(ACCOUNT_TITLE)}</h1>
        {/* issue 30: the address book checkout offers */}
        <Link to={paths.addresses.getHref()} className="btn btn-outline">
          <MapPinIcon className="size-5" />
          {t('nav.addresses')}
        </Link>
      </div>
      {body}
    </div>
  )
}
