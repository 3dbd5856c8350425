import { useState } from 'react'

import { translate, useT } from '@/lib/i18n'
import { notify } from '@/lib/notify'
import { useStoredUser } from '@/lib/stored-user'

import { useSetRole } from '../api/set-role'
import type { AdminUser } from '../api/types'
import { ConfirmDialog } from './confirm-dialog'

/** 'Make admin' / 'Remove admin' on a row of the Users tab, after a confirmation. Not on your own row:
 *  another admin must change your role (the server refuses it too). */
export function RoleButton({ user }: { user: AdminUser }) {
  const t = useT()
  const me = useStoredUser()
  const setRole = useSetRole()
  const [asking, setAsking] = useState(false)
  if (me?.uid === user.id) return <span className="text-xs text-muted">{t('admin-users.you')}</span>

  const promote = user.role !== 'admin'
  const confirm = () =>
    setRole.mutate(
      { userId: user.id, role: promote ? 'admin' : 'user' },
      {
        onSuccess: (saved) => notify('success', 
            translate(saved.role === 'admin' ? 'admin-users.nowAdmin' : 'admin-users.noLongerAdmin', { name: saved.name }),
          ),
        onError: (error) => notify('error', error.message),
        onSettled: () => setAsking(false),
      },
    )
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className="btn btn-outline min-h-9 px-4 py-1.5 text-xs whitespace-nowrap">
        {promote ? t('admin-users.makeAdmin') : t('admin-users.removeAdmin')}
      </button>
      <ConfirmDialog
        open={asking}
        question={t(promote ? 'admin-users.makeAdminQuestion' : 'admin-users.removeAdminQuestion', { name: user.name })}
        detail={promote ? t('admin-users.makeAdminDetail') : t('admin-users.removeAdminDetail')}
        confirmLabel={promote ? t('admin-users.makeAdmin') : t('admin-users.removeAdmin')}
        busy={setRole.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
