// The shopper's return request (issue 16): which lines and how many (only what the server says can still
// be returned: a fabric's whole length, pieces in whole units), Defective or Damaged, a note and up to
// three photos. One Idempotency-Key per request the shopper means: a double click or a retry of the same
// form sends the same key and makes one return; a changed form is a new request with a new key.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'


import { controlBaseClass, FieldMessage, labelClass } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { i18n, useT, type MessageKey } from '@/lib/i18n'
import { notify } from '@/lib/notify'
import { optionsText } from '@/lib/options'
import type { Order } from '@/lib/orders/get-orders'

import { useRequestReturn } from '../api/request-return'
import type { OrderReturn, ReturnReason, ReturnRequest } from '../api/return-types'
import { REASON_HINTS, REASON_LABELS, returnMessages as text } from '../messages'
import { itemLabel } from '../order-display'
import { useOrderProductTitle } from '../product-titles'
import { ReturnPhotosField } from './return-photos-field'
import { useReturnPhotos } from './use-return-photos'

const SEPARATOR = ' · '
const lineId = (ids: string, line: number) => `${ids}-line-${line}`

const REASONS: ReturnReason[] = ['Defective', 'Damaged']
type Field = 'lines' | 'reason' | 'note' | 'photos'
type Errors = Partial<Record<Field | 'form', string>>

/** The server's field names (lines, reason, note, photoIds) as the form's. */
function fieldErrors(error: ApiError): Errors {
  const errors: Errors = {}
  for (const [name, message] of Object.entries(error.fields)) {
    const field = name.split('.')[0]
    if (field === 'lines' || field === 'reason' || field === 'note') errors[field] ??= message
    else if (field === 'photoIds') errors.photos ??= message
    else errors.form ??= message
  }
  if (Object.keys(errors).length === 0) errors.form = error.message || text.failed
  return errors
}

type ReturnFormProps = {
  order: Order
  onDone: (created: OrderReturn) => void
  onCancel: () => void
}

export function ReturnForm({ order, onDone, onCancel }: ReturnFormProps) {
  const t = useT()
  const titleOf = useOrderProductTitle()
  const returnable = order.returnable
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const photos = useReturnPhotos()
  const request = useRequestReturn(order.id)
  const sent = useRef<{ body: string; key: string } | null>(null)
  const firstLine = useRef<HTMLInputElement>(null)
  const firstReason = useRef<HTMLInputElement>(null)
  const noteInput = useRef<HTMLTextAreaElement>(null)
  const photoInput = useRef<HTMLInputElement>(null)
  const formAlert = useRef<HTMLParagraphElement>(null)
  const ids = useId()

  useEffect(() => firstLine.current?.focus(), [])

  const clear = (field: Field) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field && name !== 'form')))

  const show = (next: Errors) => {
    setErrors(next)
    // After the messages render, so a screen reader reads the field with its message.
    requestAnimationFrame(() => {
      if (next.lines) firstLine.current?.focus()
      else if (next.reason) firstReason.current?.focus()
      else if (next.note) noteInput.current?.focus()
      else if (next.photos) photoInput.current?.focus()
      else if (next.form) formAlert.current?.focus()
    })
  }

  const validate = (): Errors => {
    const errors: Errors = {}
    if (!Object.values(chosen).some((quantity) => quantity > 0)) errors.lines = text.chooseLine
    if (!reason) errors.reason = text.chooseReason
    if (photos.photos.some((photo) => photo.status === 'uploading')) errors.photos = text.waitForPhotos
    else if (photos.photos.some((photo) => photo.status === 'failed')) errors.photos = text.removeFailedPhotos
    return errors
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    const invalid = validate()
    if (Object.keys(invalid).length > 0 || !reason) {
      show(invalid)
      return
    }
    const body: ReturnRequest = {
      lines: returnable.filter(({ line }) => (chosen[line] ?? 0) > 0).map(({ line }) => ({ line, quantity: chosen[line] ?? 0 })),
      reason,
      note: note.trim(),
      photoIds: photos.photos.flatMap((photo) => (photo.id ? [photo.id] : [])),
    }
    const serialized = JSON.stringify(body)
    if (sent.current?.body !== serialized) sent.current = { body: serialized, key: crypto.randomUUID() }
    try {
      const created = await request.mutateAsync({ request: body, key: sent.current.key })
      notify('success', t(text.requested))
      onDone(created)
    } catch (failure) {
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) show(fieldErrors(failure))
      else show({ form: failure instanceof Error && failure.message ? failure.message : text.failed })
    }
  }

  const toggle = (line: number, max: number, on: boolean) => {
    setChosen((current) => ({ ...current, [line]: on ? max : 0 }))
    clear('lines')
  }

  /** Our messages are keys, shown in the language of the moment; the server's own words as sent. */
  const shown = (message: string | undefined) => (message !== undefined && message in i18n.messages ? t(message as MessageKey) : message)

  const lineMessageId = `${ids}-lines`
  const reasonMessageId = `${ids}-reason`
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(text.formTitle)} className="space-y-6">
      <fieldset>
        <legend className={labelClass}>{t(text.linesLegend)}</legend>
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {returnable.map(({ line, quantity: max }, index) => {
            const item = order.items[line]
            if (!item) return null
            const quantity = chosen[line] ?? 0
            const details = optionsText([item.size, item.type], SEPARATOR)
            const checkboxId = lineId(ids, line)
            const title = item.productExists ? titleOf(item.productId, item.title) : item.title
            return (
              <li key={line} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <input
                  ref={index === 0 ? firstLine : undefined}
                  id={checkboxId}
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(event) => toggle(line, max, event.target.checked)}
                  aria-invalid={errors.lines ? true : undefined}
                  aria-describedby={errors.lines ? lineMessageId : undefined}
                  className="size-5 shrink-0 accent-indigo-700 dark:accent-saffron-400"
                />
                <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer">
                  <span className="block font-medium break-words text-ink">{itemLabel({ ...item, quantity: item.unit === 'metre' ? item.quantity : max }, title)}</span>
                  {details ? <span className="block text-sm text-muted">{details}</span> : null}
                  {item.unit === 'metre' ? <span className="block text-sm text-muted">{t(text.wholeLength)}</span> : null}
                </label>
                {item.unit === 'piece' && max > 1 && quantity > 0 ? (
                  <span className="flex items-center gap-2 text-sm">
                    <label htmlFor={`${checkboxId}-quantity`} className="text-muted">
                      {t('returns.howMany')}{' '}
                      <span className="sr-only">{t('returns.ofTitle', { title })}</span>
                    </label>
                    <select
                      id={`${checkboxId}-quantity`}
                      value={quantity}
                      onChange={(event) => setChosen((current) => ({ ...current, [line]: Number(event.target.value) }))}
                      className={`${controlBaseClass} min-h-11 w-20`}
                    >
                      {Array.from({ length: max }, (_, count) => count + 1).map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        <FieldMessage id={lineMessageId} error={shown(errors.lines)} />
      </fieldset>

      <fieldset>
        <legend className={labelClass}>{t(text.reasonLegend)}</legend>
        <div className="grid gap-2">
          {REASONS.map((option, index) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line px-4 py-3 has-checked:border-indigo-700 has-checked:bg-cloth dark:has-checked:border-saffron-400"
            >
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${ids}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => {
                  setReason(option)
                  clear('reason')
                }}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? reasonMessageId : `${ids}-hint-${option}`}
                className="mt-0.5 size-5 shrink-0 accent-indigo-700 dark:accent-saffron-400"
              />
              <span>
                <span className="block font-semibold text-ink">{t(REASON_LABELS[option])}</span>
                <span id={`${ids}-hint-${option}`} className="block text-sm text-muted">
                  {t(REASON_HINTS[option])}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={reasonMessageId} error={shown(errors.reason)} />
      </fieldset>

      <div>
        <label htmlFor={`${ids}-note`} className={labelClass}>
          {t(text.noteLabel)}
        </label>
        <textarea
          ref={noteInput}
          id={`${ids}-note`}
          value={note}
          rows={3}
          maxLength={500}
          onChange={(event) => {
            setNote(event.target.value)
            clear('note')
          }}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${ids}-note-message`}
          className={`${controlBaseClass} py-3`}
        />
        <FieldMessage id={`${ids}-note-message`} error={shown(errors.note)} hint={t(text.noteHint)} />
      </div>

      <ReturnPhotosField
        photos={photos}
        error={shown(errors.photos)}
        inputRef={photoInput}
        onChange={() => clear('photos')}
      />

      {errors.form ? (
        <p ref={formAlert} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {shown(errors.form)}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn btn-outline px-5 whitespace-nowrap">
          {t(text.cancel)}
        </button>
        <button type="submit" className="btn btn-primary px-5 whitespace-nowrap" aria-disabled={request.isPending || undefined}>
          {request.isPending ? t(text.sending) : t(text.submit)}
        </button>
      </div>
    </form>
  )
}
