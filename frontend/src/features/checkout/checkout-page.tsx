import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'

import { AddressFields } from '@/components/address-fields'
import { DiscountCodeField } from '@/components/discount-code-field'
import { CartIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { meQueryOptions, type AccountUser } from '@/lib/account/get-me'
import { useCartCode } from '@/lib/cart/discount-code'
import { useCart } from '@/lib/cart/get-cart'
import { overStockLines } from '@/lib/cart/stock'
import type { Cart } from '@/lib/cart/types'
import { isPincodeRefusal, pincodeProblem, useCartQuote, usePlace, type Place } from '@/lib/delivery/api'
import { savedPincode, savePincode } from '@/lib/delivery/saved-pincode'
import { i18n, useLanguage, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import type { SavedAddress } from './api'
import { useCodQuote } from './cod/api'
import { PaymentMethodChoice, type PaymentMethod } from './cod/payment-method'
import { useCodCheckout } from './cod/use-cod-checkout'
import { OrderSummary } from './components/order-summary'
import { SandboxPopup } from './components/sandbox-popup'
import { SavedAddresses, useSavedAddresses } from './components/saved-addresses'
import { checkoutFields, validateCheckout, type CheckoutField, type CheckoutForm, type FieldErrors } from './schema'
import { usePayment } from './use-payment'

function EmptyCheckout() {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-cloth text-accent">
        <CartIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-ink">{t('checkout.emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('checkout.emptyText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.allProducts.getHref()} className="btn btn-primary">
          {t('checkout.browseProducts')}
        </Link>
        <Link to={paths.cart.getHref()} className="btn btn-outline">
          {t('checkout.viewCart')}
        </Link>
      </div>
    </div>
  )
}

/** The lines checkout buys (the available ones) and a fingerprint of them: a change starts a new attempt. */
function orderable(cart: Cart) {
  const lines = cart.lines.filter((line) => line.available)
  const fingerprint = JSON.stringify([cart.summary.charge, lines.map((l) => [l.productId, l.size, l.type, l.quantity])])
  return { lines, leftOut: cart.lines.length - lines.length, fingerprint }
}

function initialForm(me: AccountUser | undefined, saved: SavedAddress | undefined): CheckoutForm {
  if (saved) return formOf(saved)
  return { name: me?.name ?? '', house: '', address: '', locality: '', city: '', pincode: savedPincode(), mobile: me?.phone ?? '' }
}

function formOf(saved: SavedAddress): CheckoutForm {
  const { name, house, address, locality, city, pincode, mobile } = saved
  return { name, house, address, locality, city, pincode, mobile }
}

type CheckoutFormViewProps = { cart: Cart; me: AccountUser | undefined; addresses: SavedAddress[] }

function CheckoutFormView({ cart: liveCart, me, addresses }: CheckoutFormViewProps) {
  const t = useT()
  const formId = useId()
  const firstSaved = addresses.find((address) => address.isDefault) ?? addresses[0]
  const [chosen, setChosen] = useState<string | null>(firstSaved?.id ?? null)
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(me, firstSaved))
  const [saveAddress, setSaveAddress] = useState(false)
  const [whatsappUpdates, setWhatsappUpdates] = useState(false) // issue 32: opt-in, never pre-ticked
  const language = useLanguage()
  const [errors, setErrors] = useState<FieldErrors>({})
  const { pay, processing: paying, sandbox } = usePayment()
  // issue 30: cash on delivery, when the shop offers it for this cart and pincode
  const [method, setMethod] = useState<PaymentMethod>('online')
  const { place: placeCod, placing } = useCodCheckout()
  const processing = paying || placing
  const code = useCartCode() // issue 31: the cart's discount code, entered here as in the cart
  const pincode = form.pincode.trim()
  const codQuote = useCodQuote(pincode, !processing)
  const cod = codQuote.data?.available && method === 'cod' ? codQuote.data : undefined
  const quote = useCartQuote(pincode, !processing)
  const delivery = quote.data?.pincode === pincode ? quote.data : undefined
  const place = usePlace(pincode)
  const autoCity = useRef('')
  const onPlace = useCallback((found: Place) => {
    savePincode(found.pincode)
    setForm((current) => {
      // the directory's city, unless the shopper typed one of their own
      if (current.city.trim() && current.city !== autoCity.current) return current
      autoCity.current = found.city
      return { ...current, city: found.city }
    })
  }, [])
  const choose = (saved: SavedAddress | null) => {
    setChosen(saved?.id ?? null)
    setErrors({})
    setForm(saved ? formOf(saved) : initialForm(me, undefined))
  }

  // While a payment is under way the cart empties on the server; keep showing what is being paid for.
  const [paidFor, setPaidFor] = useState<Cart | null>(null)
  const cart = processing && paidFor ? paidFor : liveCart
  const { lines, leftOut, fingerprint } = orderable(cart)
  // Lines holding more than is left (issue 15): the server would refuse them; say so before paying.
  const overStock = processing ? 0 : overStockLines(lines)
  const reasonId = useId()

  /** Shows the messages, then focuses the first invalid field (after its message is in the DOM, so a
   *  screen reader reads them together). */
  const showErrors = (formElement: HTMLFormElement) => (next: FieldErrors) => {
    flushSync(() => setErrors(next))
    const first = checkoutFields.find((field) => next[field] !== undefined)
    const control = first === undefined ? null : formElement.elements.namedItem(first)
    if (control instanceof HTMLElement) control.focus()
  }

  const onChange = (field: CheckoutField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    setForm((current) => ({ ...current, [field]: value }))
    setChosen(null)
    // spec §5: a field's message clears as it is edited.
    setErrors((current) => {
      if (current[field] === undefined) return current
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field))
    })
  }

  /** A rule's message (a key) in the current language; the server's own words as sent. */
  const errorText = (field: CheckoutField) => {
    const message = errors[field]
    return message !== undefined && message in i18n.messages ? t(message as MessageKey) : message
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (processing || overStock > 0) return
    const onFieldErrors = showErrors(event.currentTarget)
    const result = validateCheckout(form, (key) => key) // keys: shown in the language of the moment
    if (!result.ok) {
      onFieldErrors(result.errors)
      return
    }
    if (place.isError && isPincodeRefusal(place.error)) {
      onFieldErrors({ pincode: pincodeProblem(place.error) }) // issue 30: India Post has no such pincode
      return
    }
    setPaidFor(liveCart)
    const address = { ...result.address, saveAddress: saveAddress && chosen === null, whatsappUpdates, language }
    if (cod) {
      void placeCod({ address, fingerprint: `${fingerprint}|cod|${JSON.stringify(address)}`, onFieldErrors })
      return
    }
    void pay({ address, fingerprint: `${fingerprint}|${JSON.stringify(address)}`, onFieldErrors })
  }

  if (lines.length === 0) return <EmptyCheckout />
  // what checkout charges: the goods and delivery (and, paid on delivery, the COD fee: what the courier collects)
  const amount = cart.summary.charge + (delivery?.fee ?? 0) + (cod?.fee ?? 0)

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-labelledby={`${formId}-heading`}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${formId}-heading`} className="font-serif text-xl font-semibold text-ink">
          {t('checkout.shippingAddress')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('checkout.shipsWithin')}</p>
        <SavedAddresses addresses={addresses} chosen={chosen} onChoose={choose} />
        <fieldset disabled={processing} className="mt-5 grid gap-5 sm:grid-cols-2">
          <AddressFields form={form} errorText={errorText} onChange={onChange} onPlace={onPlace} />
          {me && chosen === null ? (
            <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
              <input type="checkbox" checked={saveAddress} onChange={(event) => setSaveAddress(event.target.checked)} />
              {t('checkout.saveAddress')}
            </label>
          ) : null}
          <label className="flex items-start gap-2 text-sm text-ink sm:col-span-2">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={whatsappUpdates}
              onChange={(event) => setWhatsappUpdates(event.target.checked)}
              aria-describedby={`${formId}-whatsapp-hint`}
            />
            <span>
              {t('checkout.whatsappUpdates')}
              <span id={`${formId}-whatsapp-hint`} className="block text-xs text-muted">
                {t('checkout.whatsappUpdatesHint')}
              </span>
            </span>
          </label>
        </fieldset>
      </form>
      <div className="lg:sticky lg:top-24">
        <OrderSummary lines={lines} summary={cart.summary} delivery={delivery} leftOut={leftOut} codFee={cod?.fee}>
          <DiscountCodeField
            summary={cart.summary}
            onEnter={code.enter}
            onRemove={code.remove}
            pending={code.pending || processing}
            error={code.error}
          />
          <PaymentMethodChoice method={cod ? 'cod' : 'online'} onChange={setMethod} quote={codQuote.data} disabled={processing} />
          {overStock > 0 ? (
            <p
              id={reasonId}
              data-testid="checkout-blocked"
              className="mt-4 rounded-xl border border-accent/40 bg-cloth px-3 py-2 text-sm font-medium text-accent"
            >
              {t('checkout.checkoutNeedsLess')}{' '}
              <Link to={paths.cart.getHref()} className="underline underline-offset-2">
                {t('checkout.viewCart')}
              </Link>
            </p>
          ) : null}
          <button
            type="submit"
            form={formId}
            disabled={processing || overStock > 0}
            aria-disabled={processing || overStock > 0}
            aria-describedby={overStock > 0 ? reasonId : undefined}
            className="btn btn-primary mt-5 w-full py-3 text-base disabled:cursor-not-allowed disabled:opacity-70"
          >
            {processing
              ? t(placing ? 'cod.placing' : 'checkout.processing')
              : cod
                ? t('cod.placeOrder', { amount: formatInr(amount) })
                : t('checkout.pay', { amount: formatInr(amount) })}
          </button>
        </OrderSummary>
      </div>
      {sandbox ? <SandboxPopup session={sandbox.session} callbacks={sandbox.callbacks} /> : null}
    </div>
  )
}

/** spec §2 /checkout ('Shipping & Payment'), §4 checkout states, §5 rules, §8 messages; DESIGN.md §6. */
export function CheckoutPage() {
  const t = useT()
  useDocumentTitle(t('checkout.title'))
  const cart = useCart()
  const me = useQuery(meQueryOptions()) // the account's name and phone prefill the form; the query the session check fills
  const addresses = useSavedAddresses() // issue 30: the default address prefills it instead

  let body
  if (cart.isPending || me.isPending || addresses.isPending) {
    body = <Spinner label={t('checkout.loading')} className="min-h-[40vh]" />
  } else if (cart.isError) {
    body = <LoadError message={t('checkout.loadFailed')} onRetry={() => void cart.refetch()} retrying={cart.isRefetching} />
  } else {
    body = <CheckoutFormView cart={cart.data} me={me.data} addresses={addresses.data ?? []} />
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="mb-6 text-3xl font-semibold text-ink sm:text-4xl">{t('checkout.title')}</h1>
      {body}
    </div>
  )
}
