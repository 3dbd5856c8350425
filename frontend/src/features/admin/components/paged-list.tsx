import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'

import { useCompactLists } from '../use-compact'
import type { usePagedSearch } from '../use-paged-search'
import { EmptyRow, ListPagination, listSentences, rangeText, SearchField, TableFrame, th, type ListNoun } from './list-controls'

type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number }

type PagedListProps<Item> = {
  /** Plural, lower case: 'products' (search label, loading and empty texts, the range line). */
  noun: ListNoun
  /** The list's name: 'Products' (the card list, the table's caption; 'Products table', 'Products pages'). */
  title: string
  searchPlaceholder: string
  list: ReturnType<typeof usePagedSearch>
  result: UseQueryResult<Page<Item>>
  /** The table's minimum width class (it scrolls sideways below it), e.g. 'min-w-[760px]'. */
  tableClassName: string
  columns: readonly { label: string; end?: boolean }[]
  /** One item on a narrow screen (an <li>), and as a table row (a <tr>). */
  card: (item: Item) => ReactNode
  row: (item: Item) => ReactNode
}

/**
 * The frame of every admin list tab (spec §2 dashboard): server search with the range line, loading and
 * load-error states, cards on narrow screens or a table, an empty-state line, and pagination.
 */
export function PagedList<Item>({ noun, title, searchPlaceholder, list, result, tableClassName, columns, card, row }: PagedListProps<Item>) {
  const t = useT()
  const data = result.data
  const compact = useCompactLists()
  const busy = result.isPlaceholderData || list.searching
  const sentences = listSentences(noun)

  return (
    <>
      <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label={sentences.search} placeholder={searchPlaceholder} value={list.search} onChange={list.setSearch} />
        {data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {rangeText(data.page, data.pageSize, data.total, noun, list.query.q)}
          </p>
        ) : null}
      </div>

      {result.isPending ? (
        <Spinner label={sentences.loading} />
      ) : result.isError && !data ? (
        <LoadError message={sentences.loadFailed} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : data ? (
        <>
          {compact ? (
            <ul aria-label={title} className={`space-y-3 transition-opacity ${busy ? 'opacity-60' : ''}`}>
              {data.items.map(card)}
              {data.items.length === 0 ? (
                <li className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
                  {list.query.q ? sentences.noneMatchSearch : sentences.none}
                </li>
              ) : null}
            </ul>
          ) : (
            <TableFrame label={t('admin-dashboard.tableOf', { title })} busy={busy}>
              <table className={`w-full ${tableClassName} border-collapse`}>
                <caption className="sr-only">{title}</caption>
                <thead className="border-b border-line bg-cloth/60">
                  <tr>
                    {columns.map((column) => (
                      <th key={column.label} scope="col" className={column.end ? `${th} text-right` : th}>
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.items.map(row)}
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={columns.length} noun={noun} searching={Boolean(list.query.q)} />
                  ) : null}
                </tbody>
              </table>
            </TableFrame>
          )}
          <ListPagination label={t('admin-dashboard.pagesOf', { title })} list={list} total={data.total} />
        </>
      ) : null}
    </>
  )
}
