import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { logout } from '@/features/auth/api/logout'
import { paths } from '@/lib/paths'
import { clearStoredUser } from '@/lib/stored-user'
import { forgetUserData } from '@/lib/user-data'

/** spec §2 Logout: sign out on the server, remove the stored user, go to /login.
 *  The browser forgets the user even if the server cannot be reached: the session cookie then
 *  simply expires, and every API call is authorised on the server anyway (DESIGN.md §5). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    try {
      await logout()
    } catch {
      // Offline or already signed out: nothing more to do here.
    } finally {
      clearStoredUser()
      forgetUserData(queryClient) // the next person at this browser sees nothing of this user's
      await navigate(paths.login.getHref())
    }
  }
}
