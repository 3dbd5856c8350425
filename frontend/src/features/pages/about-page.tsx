import { Link } from 'react-router'

import { InitialsAvatar } from '@/components/initials-avatar'
import { paths } from '@/lib/paths'
import { shopInfo } from '@/lib/shop-info'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageHeader } from './page-header'

// spec §2 /about-us: the six core values.
const values = [
  { title: 'Sustainability', text: 'Hand-spun, hand-woven cloth uses little power and lasts for years.' },
  { title: 'Authenticity', text: 'Genuine khadi and handloom from certified units — never powerloom passed off as handmade.' },
  { title: 'Community', text: 'Every purchase keeps spinners, weavers and village units at work.' },
  { title: 'Quality', text: 'Each piece is checked for weave, colour and finish before it is packed.' },
  { title: 'Innovation', text: 'Traditional fabrics in cuts and colours for everyday life today.' },
  { title: 'Customer First', text: 'Honest descriptions, fair prices and quick help when you need it.' },
]

// The people behind the shop; the owner edits this list (avatars are drawn from initials).
const team = [
  { name: 'Shivanand Patil', role: 'Founder & Proprietor', text: 'Started the shop in 1998 with one counter of handspun dhotis.' },
  { name: 'Lakshmi Hegde', role: 'Head of Weaving & Quality', text: 'Works with our weavers and checks every bale that comes in.' },
  { name: 'Imran Mulla', role: 'Operations & Dispatch', text: 'Makes sure your parcel leaves within 2–3 business days.' },
  { name: 'Kavya Kulkarni', role: 'Customer Care', text: 'Answers your questions in Kannada, Hindi and English.' },
]

/** spec §2 /about-us: mission, vision, core values and four team members. */
export function AboutPage() {
  useDocumentTitle('About Us')
  return (
    <>
      <PageHeader eyebrow="Our story" title="About Us">
        <p>
          For more than 25 years {shopInfo.name} has brought khadi and handloom from the spinners and weavers of
          Karnataka to families across India.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="mission" className="rounded-3xl border border-line bg-surface p-7 shadow-sm">
            <h2 id="mission" className="text-2xl font-semibold text-ink">
              Our Mission
            </h2>
            <p className="mt-3 leading-relaxed text-muted">
              To keep the charkha and the handloom alive by paying artisans fairly and bringing their work to
              you with honest prices — cloth that is kind to the skin, the village and the earth.
            </p>
          </section>
          <section aria-labelledby="vision" className="rounded-3xl border border-line bg-surface p-7 shadow-sm">
            <h2 id="vision" className="text-2xl font-semibold text-ink">
              Our Vision
            </h2>
            <p className="mt-3 leading-relaxed text-muted">
              A wardrobe and a home in every Indian family with at least one thing made by hand — and a
              livelihood for every weaver who makes it.
            </p>
          </section>
        </div>

        <section aria-labelledby="values">
          <h2 id="values" className="text-center text-3xl font-semibold text-ink">
            Core Values
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-cloth p-6">
                <h3 className="text-xl font-semibold text-ink">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team">
          <h2 id="team" className="text-center text-3xl font-semibold text-ink">
            Our Team
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.name} className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
                <InitialsAvatar name={member.name} className="mx-auto size-20 text-2xl" />
                <h3 className="mt-4 text-lg font-semibold text-ink">{member.name}</h3>
                <p className="text-sm font-medium text-accent">{member.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted">{member.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="text-center">
          <Link to={paths.allProducts.getHref()} className="btn btn-primary">
            Shop Now
          </Link>
        </div>
      </div>
    </>
  )
}
