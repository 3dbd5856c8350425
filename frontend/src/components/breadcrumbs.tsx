import { Link } from 'react-router'

import { useT } from '@/lib/i18n'

const SEPARATOR = '/'

export type Crumb = { label: string; to?: string }

/** Where this page sits: links up the way, the current page last (not a link). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('components.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">{SEPARATOR}</span> : null}
            {item.to ? (
              <Link to={item.to} className="rounded underline-offset-4 hover:text-accent hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
