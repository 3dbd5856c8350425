// A return's moves on the order page (issue 16): Accept or Decline (with the reason the shopper reads) while
// requested; once accepted, 'Mark received and refund ₹x' after a confirmation, optionally putting the
// items back in stock. A move someone else made first is refused by the server, whose message shows.
import { useId, useRef, useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { controlBaseClass, FieldMessage, labelClass } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { useReturnMove, type AdminReturn, type ReturnMove } from './api'

const button = 'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition disabled:opacity-60'
const primary = `${button} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-saffron-400 dark:text-indigo-950 dark:hover:bg-saffron-300`
const danger = `${button} border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950`

const MAX_REASON = 300

function DeclineForm({ busy, onDecline, onCancel }: { busy: boolean; onDecline: (reason: string) => Promise<string | null>; onCancel: () => void }) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const input = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = reason.trim()
    const problem = !trimmed ? t('admin-returns.declineReasonRequired') : trimmed.length > MAX_REASON ? t('admin-returns.declineReasonTooLong') : null
    if (problem) {
      setError(problem)
      input.current?.focus()
      return
    }
    void onDecline(trimmed).then((refused) => {
      if (refused) {
        setError(refused)
        input.current?.focus()
      }
    })
  }
  const counter = `${reason.length}/${MAX_REASON}`
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin-returns.declineSubmit')} className="mt-3 grid gap-3">
      <div>
        <label htmlFor={id} className={labelClass}>
          {t('admin-returns.declineReasonLabel')}
        </label>
        <textarea
          ref={input}
          id={id}
          autoFocus
          rows={2}
          value={reason}
          maxLength={MAX_REASON}
          onChange={(event) => {
            setReason(event.target.value)
            setError(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className={`${controlBaseClass} py-3`}
        />
        <FieldMessage id={`${id}-message`} error={error} hint={counter} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={danger} disabled={busy}>
          {t('admin-returns.declineSubmit')}
        </button>
        <button type="button" onClick={onCancel} className={`${button} border border-line hover:bg-cloth`}>
          {t('admin-returns.cancel')}
        </button>
      </div>
    </form>
  )
}

/** `cod`: the order was paid in cash on delivery (issue 30) — its refund is owed, for the owner to send. */
export function ReturnActions({ orderId, item, cod = false }: { orderId: string; item: AdminReturn; cod?: boolean }) {
  const t = useT()
  const move = useReturnMove(orderId)
  const [declining, setDeclining] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [restock, setRestock] = useState(true)
  const restockId = useId()
  const amount = formatInr(item.amount)

  /** Sends the move; a refusal's message (for the decline form), else null. */
  async function send(body: ReturnMove, done: MessageKey, values?: { amount: string }): Promise<string | null> {
    try {
      await move.mutateAsync(body)
      toast.success(translate(done, values))
      setDeclining(false)
      return null
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : translate('admin-returns.failed')
      if (body.action === 'decline' && failure instanceof ApiError && failure.fields.reason) return failure.fields.reason
      toast.error(message)
      return null
    } finally {
      setConfirming(false)
    }
  }

  if (item.status === 'requested') {
    return (
      <div className="mt-4">
        {declining ? (
          <DeclineForm
            busy={move.isPending}
            onDecline={(reason) => send({ returnId: item.id, action: 'decline', reason }, 'admin-returns.declined')}
            onCancel={() => setDeclining(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primary} disabled={move.isPending} onClick={() => void send({ returnId: item.id, action: 'accept' }, 'admin-returns.accepted')}>
              {t('admin-returns.accept')}
            </button>
            <button type="button" className={danger} disabled={move.isPending} onClick={() => setDeclining(true)}>
              {t('admin-returns.decline')}
            </button>
          </div>
        )}
      </div>
    )
  }
  if (item.status !== 'accepted') return null
  return (
    <div className="mt-4 grid gap-3">
      <p className="flex items-center gap-2 text-sm">
        <input id={restockId} type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} className="size-5" />
        <label htmlFor={restockId}>{t('admin-returns.restock')}</label>
      </p>
      <button type="button" className={`${primary} justify-self-start`} disabled={move.isPending} onClick={() => setConfirming(true)}>
        {t('admin-returns.receiveButton', { amount })}
      </button>
      <ConfirmDialog
        open={confirming}
        question={t('admin-returns.receiveQuestion', { amount })}
        detail={cod ? t('admin-returns.receiveDetailCod', { amount }) : t('admin-returns.receiveDetail')}
        confirmLabel={t('admin-returns.receive', { amount })}
        busy={move.isPending}
        onConfirm={() => void send({ returnId: item.id, action: 'receive', restock }, cod ? 'admin-returns.receivedToastCod' : 'admin-returns.receivedToast', { amount })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
