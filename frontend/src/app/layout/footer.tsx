import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons'
import { CharkhaLogo } from '@/components/logo'
import { T, useT, type MessageKey } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useShop, type Shop } from '@/lib/shop'

import { NewsletterForm } from './newsletter-form'

const quickLinks: { label: MessageKey; to: string }[] = [
  { label: 'footer.home', to: paths.home.getHref() },
  { label: 'footer.careers', to: paths.careers.getHref() },
  { label: 'footer.faq', to: paths.faq.getHref() },
  { label: 'footer.terms', to: paths.termsAndConditions.getHref() },
  { label: 'footer.aboutUs', to: paths.aboutUs.getHref() },
]

const footerLink = 'rounded text-on-band transition hover:text-saffron-300 hover:underline underline-offset-4'

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 font-sans text-sm font-semibold tracking-widest text-saffron-300 uppercase">{children}</h2>
}

function ContactLinks({ shop }: { shop: Shop }) {
  const t = useT()
  return (
    <address className="space-y-3 not-italic">
      {shop.email ? (
        <a href={`mailto:${shop.email}`} className={`flex items-start gap-2.5 break-words ${footerLink}`}>
          <MailIcon className="mt-0.5 size-5 shrink-0 text-saffron-300" />
          {shop.email}
        </a>
      ) : null}
      {shop.phone ? (
        <a href={shop.phoneLink} className={`flex items-start gap-2.5 ${footerLink}`}>
          <PhoneIcon className="mt-0.5 size-5 shrink-0 text-saffron-300" />
          {shop.phone}
        </a>
      ) : null}
      {shop.address && shop.mapUrl ? (
        <a href={shop.mapUrl} target="_blank" rel="noopener noreferrer" className={`flex items-start gap-2.5 ${footerLink}`}>
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-saffron-300" />
          <span>
            {shop.address}
            <span className="sr-only">{t('footer.opensMap')}</span>
          </span>
        </a>
      ) : shop.address ? (
        <p className="flex items-start gap-2.5 text-on-band">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-saffron-300" />
          <span className="whitespace-pre-line">{shop.address}</span>
        </p>
      ) : null}
      {(shop.socialLinks ?? []).length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
          {(shop.socialLinks ?? []).map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </address>
  )
}

/** spec §2: the footer, with the shop's details from its settings. */
export function Footer() {
  const year = new Date().getFullYear()
  const shop = useShop()
  const t = useT()
  return (
    <footer className="mt-20 bg-band text-on-band">
      <div aria-hidden="true" className="h-1.5 bg-[linear-gradient(90deg,var(--color-saffron-500)_0_33.3%,var(--color-cream-100)_33.3%_66.6%,#2f7d4a_66.6%)]" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.5fr_1.5fr] lg:px-8">
        <section aria-labelledby="footer-values">
          <div className="mb-4 flex items-center gap-2.5">
            <CharkhaLogo className="size-10 text-cream-100" />
            <span className="font-serif text-xl font-semibold">{shop.name}</span>
          </div>
          <h2 id="footer-values" className="sr-only">
            {t('footer.ourValues')}
          </h2>
          <p className="leading-relaxed text-on-band-muted">
            {t('footer.values')}
          </p>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <FooterHeading>
            <span id="footer-quick-links">{t('footer.quickLinks')}</span>
          </FooterHeading>
          <ul className="space-y-2.5">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <FooterHeading>
            <span id="footer-contact">{t('footer.contactUs')}</span>
          </FooterHeading>
          <ContactLinks shop={shop} />
        </section>

        <section aria-labelledby="footer-newsletter">
          <FooterHeading>
            <span id="footer-newsletter">{t('footer.newsletter')}</span>
          </FooterHeading>
          <p className="mb-4 text-on-band-muted">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-t border-white/15">
        {/* Bottom padding leaves room for the floating chat button once the page is scrolled to the end. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-5 pb-24 text-sm text-on-band-muted sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('footer.rights', { year, shop: shop.name })}</p>
          {shop.developerText ? (
            <p>
              <T
                k="footer.developedBy"
                values={{ developer: shop.developerText }}
                components={{
                  0: shop.developerUrl ? (
                    <a href={shop.developerUrl} target="_blank" rel="noopener noreferrer" className={`${footerLink} underline`} />
                  ) : (
                    <span />
                  ),
                }}
              />
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
