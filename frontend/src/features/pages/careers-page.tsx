import { shopInfo } from '@/lib/shop-info'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageHeader } from './page-header'

const openings = [
  {
    title: 'Handloom Weaver',
    place: 'Hubballi · full time',
    text: 'Weave cotton and silk on our pit and frame looms. Experience with jacquard or Ilkal borders is welcome; we train newcomers.',
  },
  {
    title: 'Store Assistant',
    place: 'Station Road showroom · full time',
    text: 'Help customers choose sizes and fabrics, measure cloth by the metre and keep the shelves in order. Kannada and Hindi needed.',
  },
  {
    title: 'Packing & Dispatch Associate',
    place: 'Hubballi · full time',
    text: 'Check, fold and pack online orders so they leave within 2–3 business days, and hand them to the courier.',
  },
  {
    title: 'Customer Care Executive',
    place: 'Hubballi or remote · part time',
    text: 'Answer chat, phone and e-mail questions about orders, sizes and returns in Kannada, Hindi and English.',
  },
]

const reasons = [
  'Fair, on-time wages and festival bonus',
  'Training in spinning, weaving and retail',
  'Staff discount on everything in the shop',
  'A small team where your work is seen',
]

/** /careers: linked from the footer (spec §2; the spec leaves the content to us). */
export function CareersPage() {
  useDocumentTitle('Careers')
  const apply = (role: string) =>
    `mailto:${shopInfo.email}?subject=${encodeURIComponent(`Application: ${role}`)}`
  return (
    <>
      <PageHeader eyebrow="Work with us" title="Careers">
        <p>Join the people who spin, weave, pack and sell khadi at {shopInfo.name}.</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="why">
          <h2 id="why" className="text-2xl font-semibold text-ink">
            Why work here
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {reasons.map((reason) => (
              <li key={reason} className="rounded-xl bg-cloth px-5 py-4 text-ink">
                {reason}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="openings">
          <h2 id="openings" className="text-2xl font-semibold text-ink">
            Open positions
          </h2>
          <ul className="mt-5 space-y-4">
            {openings.map((job) => (
              <li
                key={job.title}
                className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h3 className="text-xl font-semibold text-ink">{job.title}</h3>
                  <p className="text-sm font-medium text-accent">{job.place}</p>
                  <p className="mt-2 max-w-prose leading-relaxed text-muted">{job.text}</p>
                </div>
                <a href={apply(job.title)} className="btn btn-outline shrink-0">
                  Apply <span className="sr-only">for {job.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="how" className="text-2xl font-semibold text-ink">
            How to apply
          </h2>
          <p className="mt-3 leading-relaxed text-muted">
            Send a few lines about yourself and the role you want to{' '}
            <a href={`mailto:${shopInfo.email}`} className="font-medium text-accent underline underline-offset-4">
              {shopInfo.email}
            </a>{' '}
            or drop in at the shop. We reply to every application within two weeks. We never ask for a fee to
            apply or to be hired.
          </p>
        </section>
      </div>
    </>
  )
}
