import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'

import { useUsers } from '../api/get-users'
import { usePagedSearch } from '../use-paged-search'
import { RoleBadge } from './badges'
import { td } from './list-controls'
import { PagedList } from './paged-list'
import { RoleButton } from './role-button'

/** The Users tab (spec §2): id, name, email and role — plus phone, when they joined, and making a user an
 *  admin or an admin a user (issue 13). */
export function UsersPanel() {
  const t = useT()
  const list = usePagedSearch()
  const users = useUsers(list.query)
  return (
    <div>
      <PagedList
        noun="users"
        title={t('admin-dashboard.tabUsers')}
        searchPlaceholder={t('admin-users.searchPlaceholder')}
        list={list}
        result={users}
        tableClassName="min-w-[840px]"
        columns={[
          { label: t('admin-users.columnId') },
          { label: t('admin-users.columnName') },
          { label: t('admin-users.columnEmail') },
          { label: t('admin-users.columnRole') },
          { label: t('admin-users.columnPhone') },
          { label: t('admin-users.columnJoined') },
          { label: t('admin-users.columnAccess') },
        ]}
        card={(user) => (
          <li key={user.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-ink">{user.name}</p>
              <RoleBadge role={user.role} />
            </div>
            <p className="mt-1 break-all text-ink">{user.email}</p>
            <p className="mt-1 text-muted tabular-nums">
              {t('admin-users.phoneJoined', { phone: user.phone, date: formatOrderDate(user.time) })}
            </p>
            <div className="mt-2 flex items-center justify-between gap-3">
              <p className="font-mono text-xs break-all text-muted">{t('admin-users.idOf', { id: user.id })}</p>
              <RoleButton user={user} />
            </div>
          </li>
        )}
        row={(user) => (
          <tr key={user.id} className="hover:bg-cloth/40">
            <td className={`${td} font-mono text-xs text-muted`}>{user.id}</td>
            <td className={`${td} font-semibold`}>{user.name}</td>
            <td className={`${td} break-all`}>{user.email}</td>
            <td className={td}>
              <RoleBadge role={user.role} />
            </td>
            <td className={`${td} whitespace-nowrap tabular-nums`}>{user.phone}</td>
            <td className={`${td} whitespace-nowrap text-muted`}>{formatOrderDate(user.time)}</td>
            <td className={td}>
              <RoleButton user={user} />
            </td>
          </tr>
        )}
      />
    </div>
  )
}
