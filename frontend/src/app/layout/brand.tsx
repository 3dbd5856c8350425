import { Link } from 'react-router'

import { CharkhaLogo } from '@/components/logo'
import { paths } from '@/lib/paths'

/** Logo and shop name, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-lg text-ink"
    >
      <CharkhaLogo className="size-9 shrink-0 text-indigo-700 dark:text-indigo-200" />
      <span className="flex flex-col leading-none">
        <span className="text-[0.65rem] font-semibold tracking-[0.2em] text-accent uppercase">Karnataka</span>{' '}
        <span className="font-serif text-lg font-semibold whitespace-nowrap sm:text-xl">Khadi Bhandar</span>
      </span>
    </Link>
  )
}
