// Wraps every route: keeps the browser's idea of who is signed in honest (DESIGN.md §5).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'

import { useVerifyStoredUser } from '@/features/auth/use-verify-stored-user'
import { setUnauthorizedHandler } from '@/lib/api/client'
import { useFirstViewUntilNavigation } from '@/lib/first-view'
import { paths } from '@/lib/paths'
import { forgetUserData } from '@/lib/user-data'

const authPages = new Set<string>([paths.login.path, paths.signup.path])

/** A 401 from any API call (the client has already cleared the stored user) drops the user's cached
 *  data and goes to /login, coming back here after logging in. Once per app start the stored user is
 *  checked with the server. */
export function SessionRoot() {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const here = useRef(location)

  useEffect(() => {
    here.current = location
  }, [location])

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        forgetUserData(queryClient)
        const { pathname, search, hash } = here.current
        if (authPages.has(pathname)) return
        void navigate(paths.login.getHref(`${pathname}${search}${hash}`), { replace: true })
      }),
    [navigate, queryClient],
  )

  useVerifyStoredUser()
  useFirstViewUntilNavigation()

  return <Outlet />
}
