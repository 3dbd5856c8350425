import { Link } from 'react-router'

import { T, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useMediaQuery } from '@/lib/use-media-query'

import { SMALL_SCREEN_QUERY } from '../home-config'
import { HeroArt } from './hero-art'
import { HeroCarousel } from './hero-carousel'

/** spec §2 home hero: 'Shop Now' → /allproducts, 'Learn More' → /about-us; a carousel on small screens. */
export function Hero() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY)
  const t = useT()
  return (
    <section aria-labelledby="hero-heading" className="bg-weave border-b border-line">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-5 px-4 pt-5 pb-8 sm:gap-10 sm:px-6 sm:py-14 md:grid-cols-2 md:py-20 lg:px-8">
        <HeroCarousel enabled={small} className="sm:hidden" />
        <div>
          <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-accent uppercase sm:text-sm">
            {t('home.heroKicker')}
          </p>
          <h1 id="hero-heading" className="text-3xl leading-tight font-semibold text-ink sm:text-5xl">
            {t('home.heroHeading')}
          </h1>
          <p className="mt-4 max-w-prose text-base leading-relaxed text-muted sm:mt-5 sm:text-lg">
            {t('home.heroText')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Link to={paths.allProducts.getHref()} className="btn btn-primary">
              {t('home.shopNow')}
            </Link>
            <Link to={paths.aboutUs.getHref()} className="btn btn-outline">
              {/* 'Learn More' alone says nowhere where it goes (screen readers, search engines). */}
              <T k="home.learnMore" components={{ 0: <span className="sr-only" /> }} />
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto hidden w-full max-w-md text-indigo-800 sm:block dark:text-cream-200" />
      </div>
    </section>
  )
}
