import { Link } from 'react-router'

import { paths } from '@/lib/paths'

import { HeroArt } from './hero-art'

/** spec §2 home hero: 'Shop Now' → /allproducts, 'Learn More' → /about-us. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-weave border-b border-line">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-2 md:py-20 lg:px-8">
        <div>
          <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-accent uppercase sm:text-sm">
            Handspun · Handwoven · Karnataka
          </p>
          <h1 id="hero-heading" className="text-4xl leading-tight font-semibold text-ink sm:text-5xl">
            Khadi woven by hand, made to last.
          </h1>
          <p className="mt-5 max-w-prose text-lg leading-relaxed text-muted">
            Shirts, kurtas, fabrics by the metre, bedsheets, honey and more — straight from the looms and
            village units of Karnataka, for more than 25 years.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.allProducts.getHref()} className="btn btn-primary">
              Shop Now
            </Link>
            <Link to={paths.aboutUs.getHref()} className="btn btn-outline">
              Learn More
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto hidden w-full max-w-md sm:block text-indigo-800 dark:text-cream-200" />
      </div>
    </section>
  )
}
