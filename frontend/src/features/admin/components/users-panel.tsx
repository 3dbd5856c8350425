import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'

import { useUsers } from '../api/get-users'
import { useCompactLists } from '../use-compact'
import { usePagedSearch } from '../use-paged-search'
import { RoleBadge } from './badges'
import { EmptyRow, ListPagination, rangeText, SearchField, TableFrame, td, th } from './list-controls'

/** The Users tab (spec §2): id, name, email and role — plus phone and when they joined. */
export function UsersPanel() {
  const list = usePagedSearch()
  const users = useUsers(list.query)
  const data = users.data
  const compact = useCompactLists()
  const busy = users.isPlaceholderData || list.searching

  return (
    <div>
      <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label="Search users" placeholder="Search name or email" value={list.search} onChange={list.setSearch} />
        {data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {rangeText(data.page, data.pageSize, data.total, 'users', list.query.q)}
          </p>
        ) : null}
      </div>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError && !data ? (
        <LoadError message="Could not load the users." onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : data ? (
        <>
          {compact ? (
            <ul aria-label="Users" className={`space-y-3 transition-opacity ${busy ? 'opacity-60' : ''}`}>
              {data.items.map((user) => (
                <li key={user.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-semibold text-ink">{user.name}</p>
                    <RoleBadge role={user.role} />
                  </div>
                  <p className="mt-1 break-all text-ink">{user.email}</p>
                  <p className="mt-1 text-muted tabular-nums">
                    {user.phone} · joined {formatOrderDate(user.time)}
                  </p>
                  <p className="mt-2 font-mono text-xs break-all text-muted">ID {user.id}</p>
                </li>
              ))}
              {data.items.length === 0 ? (
                <li className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
                  {list.query.q ? 'No users match your search.' : 'No users yet.'}
                </li>
              ) : null}
            </ul>
          ) : (
            <TableFrame label="Users table" busy={busy}>
              <table className="w-full min-w-[720px] border-collapse">
                <caption className="sr-only">Users</caption>
                <thead className="border-b border-line bg-cloth/60">
                  <tr>
                    <th scope="col" className={th}>
                      ID
                    </th>
                    <th scope="col" className={th}>
                      Name
                    </th>
                    <th scope="col" className={th}>
                      Email
                    </th>
                    <th scope="col" className={th}>
                      Role
                    </th>
                    <th scope="col" className={th}>
                      Phone
                    </th>
                    <th scope="col" className={th}>
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.items.map((user) => (
                    <tr key={user.id} className="hover:bg-cloth/40">
                      <td className={`${td} font-mono text-xs text-muted`}>{user.id}</td>
                      <td className={`${td} font-semibold`}>{user.name}</td>
                      <td className={`${td} break-all`}>{user.email}</td>
                      <td className={td}>
                        <RoleBadge role={user.role} />
                      </td>
                      <td className={`${td} whitespace-nowrap tabular-nums`}>{user.phone}</td>
                      <td className={`${td} whitespace-nowrap text-muted`}>{formatOrderDate(user.time)}</td>
                    </tr>
                  ))}
                  {data.items.length === 0 ? (
                <EmptyRow colSpan={6} noun="users" searching={Boolean(list.query.q)} />
              ) : null}
                </tbody>
              </table>
            </TableFrame>
          )}
          <ListPagination label="Users pages" list={list} total={data.total} />
        </>
      ) : null}
    </div>
  )
}
