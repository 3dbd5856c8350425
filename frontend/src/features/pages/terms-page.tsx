import type { ReactNode } from 'react'

import { shopInfo } from '@/lib/shop-info'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageHeader } from './page-header'

type Term = { title: string; body: ReactNode }

// spec §2: eleven sections; spec §9: the policies the terms state.
const terms: readonly Term[] = [
  {
    title: 'Introduction',
    body: (
      <p>
        Welcome to {shopInfo.name}. These terms apply to everyone who visits this website or buys from it. By
        using the site or placing an order you agree to them; please read them before you shop.
      </p>
    ),
  },
  {
    title: 'Use of the Site',
    body: (
      <p>
        You may browse and buy for your own use. Please do not misuse the site: no attempts to break in, copy
        the catalogue in bulk, or place orders in someone else&apos;s name. We may suspend access that harms
        the shop or other customers.
      </p>
    ),
  },
  {
    title: 'Accounts & Registration',
    body: (
      <p>
        To order you create an account with your name, phone number and e-mail. Keep your password to
        yourself; you are responsible for what is done with your account. Tell us at once if you think
        someone else has used it.
      </p>
    ),
  },
  {
    title: 'Products & Orders',
    body: (
      <p>
        Khadi and handloom are made by hand, so colour, weave and size may vary slightly from the pictures —
        that is the nature of the cloth, not a defect. An order is confirmed once payment succeeds. We may
        cancel an order if an item turns out to be unavailable, and then refund it in full.
      </p>
    ),
  },
  {
    title: 'Pricing & Payment',
    body: (
      <p>
        All prices are in Indian Rupees (₹) and include all taxes. Fabrics are priced per metre. Payment is
        made by card through our payment provider; we never see or store your card details. The amount shown
        at checkout is the amount charged.
      </p>
    ),
  },
  {
    title: 'Shipping & Delivery',
    body: (
      <p>
        We ship orders within 2–3 business days of payment. Delivery time after dispatch depends on your
        pincode and the courier. Please give a complete address and a reachable mobile number.
      </p>
    ),
  },
  {
    title: 'Returns & Refunds',
    body: (
      <p>
        Returns are accepted within 10 days of delivery for defective or damaged items only. Write to us with
        your order details and a photo of the problem. Once the return is approved, the refund is made to your
        original payment method in 7–10 business days.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The text, photographs, logo and design of this site belong to {shopInfo.name} or the artisans and
        makers we work with. Please do not copy or reuse them without our written permission.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        We take care that the site is accurate and available, but we cannot promise it is free of errors or
        interruptions. Our liability for any order is limited to the amount you paid for it.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the
        courts at Hubballi, Karnataka.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about these terms or an order? Write to{' '}
        <a href={`mailto:${shopInfo.email}`} className="font-medium text-accent underline underline-offset-4">
          {shopInfo.email}
        </a>
        , call{' '}
        <a href={shopInfo.phoneHref} className="font-medium text-accent underline underline-offset-4">
          {shopInfo.phoneDisplay}
        </a>{' '}
        or visit us at {shopInfo.address}.
      </p>
    ),
  },
]

export const TERM_TITLES = terms.map((term) => term.title)

/** spec §2 /terms-and-conditions: cards of terms, eleven sections. */
export function TermsPage() {
  useDocumentTitle('Terms & Conditions')
  return (
    <>
      <PageHeader eyebrow="The fine print, plainly" title="Terms & Conditions">
        <p>How ordering, payment, shipping and returns work at {shopInfo.name}.</p>
      </PageHeader>
      <ol className="mx-auto grid max-w-5xl gap-5 px-4 py-12 sm:px-6 md:grid-cols-2">
        {terms.map((term, index) => (
          <li key={term.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 className="flex items-baseline gap-3 text-xl font-semibold text-ink">
              <span aria-hidden="true" className="font-sans text-sm font-bold text-accent">
                {String(index + 1).padStart(2, '0')}
              </span>
              {term.title}
            </h2>
            <div className="mt-3 leading-relaxed text-muted">{term.body}</div>
          </li>
        ))}
      </ol>
    </>
  )
}
