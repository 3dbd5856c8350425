import { useState } from 'react'

import { notify } from '@/lib/notify'
import { useStoredUser } from '@/lib/stored-user'

import { useSetRole } from '../api/set-role'
import type { AdminUser } from '../api/types'
import { ConfirmDialog } from './confirm-dialog'

/** 'Make admin' / 'Remove admin' on a row of the Users tab, after a confirmation. Not on your own row:
 *  another admin must change your role (the server refuses it too). */
export function RoleButton({ user }: { user: AdminUser }) {
  const me = useStoredUser()
  const setRole = useSetRole()
  const [asking, setAsking] = useState(false)
  if (me?.uid === user.id) return <span className="text-xs text-muted">You</span>

  const promote = user.role !== 'admin'
  const confirm = () =>
    setRole.mutate(
      { userId: user.id, role: promote ? 'admin' : 'user' },
      {
        onSuccess: (saved) => notify('success', saved.role === 'admin' ? `${saved.name} is now an admin` : `${saved.name} is no longer an admin`),
        onError: (error) => notify('error', error.message),
        onSettled: () => setAsking(false),
      },
    )
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className="btn btn-outline min-h-9 px-4 py-1.5 text-xs whitespace-nowrap">
        {promote ? 'Make admin' : 'Remove admin'}
      </button>
      <ConfirmDialog
        open={asking}
        question={promote ? `Make ${user.name} an admin?` : `Remove ${user.name} as an admin?`}
        detail={
          promote
            ? 'They will be able to change the catalogue, the shop settings and other users from their next page load.'
            : 'They keep their account, cart and orders but lose the dashboard from their next page load.'
        }
        confirmLabel={promote ? 'Make admin' : 'Remove admin'}
        busy={setRole.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
