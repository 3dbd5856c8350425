import { Link } from 'react-router'

import { CharkhaLogo } from '@/components/logo'
import { paths } from '@/lib/paths'
import { brandLines, useShop } from '@/lib/shop'

/** Logo and shop name, linking home. The shop's own logo when it uploaded one, else the charkha. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const shop = useShop()
  const [eyebrow, rest] = brandLines(shop.name)
  const logo = shop.logo
  return (
    <Link to={paths.home.getHref()} onClick={onNavigate} className="flex min-w-0 items-center gap-2.5 rounded-lg text-ink">
      {logo ? (
        <img src={logo.url} alt="" width={36} height={36} className="size-9 shrink-0 rounded-md object-contain" />
      ) : (
        <CharkhaLogo className="size-9 shrink-0 text-indigo-700 dark:text-indigo-200" />
      )}
      <span className="flex min-w-0 flex-col leading-none">
        {eyebrow ? (
          <span className="truncate text-[0.65rem] font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</span>
        ) : null}{' '}
        <span className="line-clamp-2 font-serif text-base leading-tight font-semibold break-words sm:text-xl">{rest}</span>
      </span>
    </Link>
  )
}
