import { Link } from 'react-router'

import { InitialsAvatar } from '@/components/initials-avatar'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageContent, ShopMarkdown } from './page-content'
import { PageHeader } from './page-header'

const card = 'rounded-3xl border border-line bg-surface p-7 shadow-sm'

/** spec §2 /about-us: mission, vision, core values and the team, as the shop wrote them. */
export function AboutPage() {
  const t = useT()
  useDocumentTitle(t('pages.aboutTitle'))
  return (
    <PageContent slug="about">
      {(about) => (
        <>
          <PageHeader eyebrow={t('pages.aboutEyebrow')} title={t('pages.aboutTitle')}>
            {about.intro ? <ShopMarkdown source={about.intro} className="space-y-3" /> : null}
          </PageHeader>

          <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
            <div className="grid gap-6 md:grid-cols-2">
              <section aria-labelledby="mission" className={card}>
                <h2 id="mission" className="text-2xl font-semibold text-ink">
                  {t('pages.mission')}
                </h2>
                <ShopMarkdown source={about.mission} className="mt-3 space-y-3 leading-relaxed text-muted" />
              </section>
              <section aria-labelledby="vision" className={card}>
                <h2 id="vision" className="text-2xl font-semibold text-ink">
                  {t('pages.vision')}
                </h2>
                <ShopMarkdown source={about.vision} className="mt-3 space-y-3 leading-relaxed text-muted" />
              </section>
            </div>

            {(about.values ?? []).length > 0 ? (
              <section aria-labelledby="values">
                <h2 id="values" className="text-center text-3xl font-semibold text-ink">
                  {t('pages.values')}
                </h2>
                <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {(about.values ?? []).map((value, index) => (
                    <li key={index} className="rounded-2xl bg-cloth p-6">
                      <h3 className="text-xl font-semibold text-ink">{value.title}</h3>
                      <p className="mt-2 leading-relaxed text-muted">{value.text}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {about.team.length > 0 ? (
              <section aria-labelledby="team">
                <h2 id="team" className="text-center text-3xl font-semibold text-ink">
                  {t('pages.team')}
                </h2>
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {about.team.map((member, index) => (
                    <li key={index} className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
                      {member.photo ? (
                        <img
                          src={member.photo.url}
                          alt=""
                          width={80}
                          height={80}
                          loading="lazy"
                          className="mx-auto size-20 rounded-full object-cover"
                        />
                      ) : (
                        <InitialsAvatar name={member.name} className="mx-auto size-20 text-2xl" />
                      )}
                      <h3 className="mt-4 text-lg font-semibold text-ink">{member.name}</h3>
                      {member.role ? <p className="text-sm font-medium text-accent">{member.role}</p> : null}
                      {member.text ? <p className="mt-2 text-sm leading-relaxed text-muted">{member.text}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <div className="text-center">
              <Link to={paths.allProducts.getHref()} className="btn btn-primary">
                {t('pages.shopNow')}
              </Link>
            </div>
          </div>
        </>
      )}
    </PageContent>
  )
}
