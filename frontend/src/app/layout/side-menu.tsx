import { useRef } from 'react'
import { Link, NavLink } from 'react-router'

import { CloseIcon } from '@/components/icons'
import { useFocusTrap } from '@/components/use-focus-trap'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { StoredUser } from '@/lib/stored-user'

import { Brand } from './brand'
import { LanguageSwitch } from './language-switch'
import { sideMenuLinks } from './nav-links'

type SideMenuProps = {
  id: string
  open: boolean
  onClose: () => void
  onLogout: () => Promise<void>
  user: StoredUser | null
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-medium transition hover:bg-cloth ${
    isActive ? 'bg-cloth text-accent' : 'text-ink'
  }`

/** spec §2: the slide-in menu for small screens. */
export function SideMenu({ id, open, onClose, onLogout, user }: SideMenuProps) {
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)

  // Focus goes to Close (data-autofocus) on opening; the navbar puts it back on its menu button on closing.
  useFocusTrap(panel, { active: open, onEscape: onClose, lockScroll: true, restoreFocus: false })

  return (
    <div className={`xl:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open} inert={!open}>
      <div
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className={`fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-x-hidden overflow-y-auto bg-surface transition-[translate,box-shadow] duration-300 motion-reduce:transition-none ${
          // closed, the panel sits just off the left edge: a shadow there would fall across the page
          open ? 'translate-x-0 shadow-2xl' : '-translate-x-full shadow-none'
        }`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <Brand onNavigate={onClose} />
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-cloth"
          >
            <CloseIcon />
          </button>
        </div>

        <div className="border-b border-line bg-weave px-5 py-4">
          <p className="font-serif text-lg font-semibold break-words text-ink">{user ? user.name : t('nav.guest')}</p>
          {user ? <p className="text-sm break-all text-muted">{user.email}</p> : null}
        </div>

        <nav aria-label={t('nav.menu')} className="flex-1 px-2 py-3">
          <ul className="space-y-1">
            {sideMenuLinks(user).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass} onClick={onClose}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 border-t border-line pt-2">
              {user ? (
                <button
                  type="button"
                  onClick={() => {
                    onClose()
                    void onLogout()
                  }}
                  className={`${linkClass({ isActive: false })} w-full text-left`}
                >
                  {t('nav.logout')}
                </button>
              ) : (
                <Link to={paths.login.getHref()} onClick={onClose} className={linkClass({ isActive: false })}>
                  {t('nav.login')}
                </Link>
              )}
            </li>
          </ul>
        </nav>

        <div className="border-t border-line px-5 py-4">
          <LanguageSwitch variant="menu" />
        </div>
      </div>
    </div>
  )
}
