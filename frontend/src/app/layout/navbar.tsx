import { useCallback, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'

import { MenuIcon, UserIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'

import { Brand } from './brand'
import { CartLink } from './cart-link'
import { LanguageSwitch } from './language-switch'
import { navbarLinks } from './nav-links'
import { SideMenu } from './side-menu'
import { ThemeToggle } from './theme-toggle'
import { useLogout } from './use-logout'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition hover:text-accent xl:px-3 ${
    isActive ? 'text-accent underline decoration-saffron-500 decoration-2 underline-offset-8' : 'text-ink'
  }`

/** spec §2: the fixed top navigation bar. */
export function Navbar() {
  const t = useT()
  const user = useStoredUser()
  const logout = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    menuButton.current?.focus()
  }, [])

  return (
    <>
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <button
          ref={menuButton}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-cloth xl:hidden"
        >
          <MenuIcon />
        </button>

        <Brand />

        <nav aria-label={t('nav.main')} className="ml-auto hidden min-w-0 items-center gap-1 xl:flex">
          {navbarLinks(user).map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {t(item.label)}
            </NavLink>
          ))}
          {user ? (
            <NavLink
              to={paths.account.getHref()}
              className={linkClass}
              title={t('nav.myAccount')}
              aria-label={t('nav.myAccountOf', { name: user.name })}
            >
              <UserIcon className="mr-1.5 inline-block size-[18px] align-[-3px]" />
              <span className="inline-block max-w-28 truncate align-bottom xl:max-w-40">{user.name || t('nav.myAccount')}</span>
            </NavLink>
          ) : null}
          {user ? (
            <button type="button" onClick={() => void logout()} className={linkClass({ isActive: false })}>
              {t('nav.logout')}
            </button>
          ) : (
            <Link to={paths.login.getHref()} className="btn btn-primary ml-2 min-h-10 px-5 py-2">
              {t('nav.login')}
            </Link>
          )}
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 xl:ml-2">
          <LanguageSwitch className="hidden sm:flex" />
          <ThemeToggle />
          <CartLink />
        </div>
      </div>
    </header>
    {/* Outside the header: its backdrop-filter would trap fixed-position children inside it. */}
    <SideMenu id="side-menu" open={menuOpen} onClose={closeMenu} user={user} onLogout={logout} />
    </>
  )
}
