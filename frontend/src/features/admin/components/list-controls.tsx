import { useId, type ReactNode } from 'react'

import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, SearchIcon } from '@/components/icons'
import { currentIntlLocale, translate, useT, type MessageKey } from '@/lib/i18n'

import { pageSizes } from '../api/types'
import type { usePagedSearch } from '../use-paged-search'

const count = { format: (value: number) => value.toLocaleString(currentIntlLocale()) }

/** What a list is of: each has its own sentences (the word order differs between languages). */
export type ListNoun = 'products' | 'users' | 'orders'

type ListTexts = {
  search: MessageKey
  loading: MessageKey
  loadFailed: MessageKey
  none: MessageKey
  noneShort: MessageKey
  noneMatch: MessageKey
  noneMatchSearch: MessageKey
  showing: MessageKey
}

const listTexts: Record<ListNoun, ListTexts> = {
  products: {
    search: 'admin-dashboard.products.search',
    loading: 'admin-dashboard.products.loading',
    loadFailed: 'admin-dashboard.products.loadFailed',
    none: 'admin-dashboard.products.none',
    noneShort: 'admin-dashboard.products.noneShort',
    noneMatch: 'admin-dashboard.products.noneMatch',
    noneMatchSearch: 'admin-dashboard.products.noneMatchSearch',
    showing: 'admin-dashboard.products.showing',
  },
  users: {
    search: 'admin-dashboard.users.search',
    loading: 'admin-dashboard.users.loading',
    loadFailed: 'admin-dashboard.users.loadFailed',
    none: 'admin-dashboard.users.none',
    noneShort: 'admin-dashboard.users.noneShort',
    noneMatch: 'admin-dashboard.users.noneMatch',
    noneMatchSearch: 'admin-dashboard.users.noneMatchSearch',
    showing: 'admin-dashboard.users.showing',
  },
  orders: {
    search: 'admin-dashboard.orders.search',
    loading: 'admin-dashboard.orders.loading',
    loadFailed: 'admin-dashboard.orders.loadFailed',
    none: 'admin-dashboard.orders.none',
    noneShort: 'admin-dashboard.orders.noneShort',
    noneMatch: 'admin-dashboard.orders.noneMatch',
    noneMatchSearch: 'admin-dashboard.orders.noneMatchSearch',
    showing: 'admin-dashboard.orders.showing',
  },
}

/** The list's own sentences (search label, loading, load failure, empty states) in the current language. */
export function listSentences(noun: ListNoun) {
  const texts = listTexts[noun]
  return {
    search: translate(texts.search),
    loading: translate(texts.loading),
    loadFailed: translate(texts.loadFailed),
    none: translate(texts.none),
    noneMatchSearch: translate(texts.noneMatchSearch),
  }
}

// Signs, not words (kept out of the JSX for the literal-string lint).
const FIRST = '«'
const LAST = '»'

type SearchFieldProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void }

/** A labelled search box (the list searches on the server as the admin types). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const t = useT()
  const id = useId()
  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-full border border-line bg-page pr-11 pl-11 text-ink placeholder:text-muted focus-visible:border-focus [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('admin-dashboard.clearSearch')}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-cloth hover:text-ink"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  )
}

/** 'Showing 21–40 of 1,234 products' (or 'No products' / 'No products match "silk"'). */
export function rangeText(page: number, pageSize: number, total: number, noun: ListNoun, q = ''): string {
  const texts = listTexts[noun]
  if (total === 0) return q ? translate(texts.noneMatch, { q }) : translate(texts.noneShort)
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return translate(texts.showing, { first: count.format(first), last: count.format(last), total: count.format(total) })
}

type PaginationProps = {
  label: string
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (size: number) => void
  busy?: boolean
}

const pageButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-surface'

/** Previous / next with 'Page N of M' and a page-size choice (the server caps it at 100). */
export function Pagination({ label, page, pageSize, total, onPage, onPageSize, busy = false }: PaginationProps) {
  const t = useT()
  const sizeId = useId()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <div className="flex items-center gap-2 text-sm text-muted">
        <label htmlFor={sizeId}>{t('admin-dashboard.rowsPerPage')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="min-h-10 rounded-lg border border-line bg-page px-2 text-ink"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={pageButton} onClick={() => onPage(1)} disabled={page <= 1 || busy} aria-label={t('admin-dashboard.firstPage')}>
          {FIRST}
        </button>
        <button type="button" className={pageButton} onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
          <ChevronLeftIcon className="size-4" />
          <span className="max-sm:sr-only">{t('admin-dashboard.previous')}</span>
        </button>
        <span className="px-1 text-sm whitespace-nowrap text-ink tabular-nums" aria-live="polite">
          {t('admin-dashboard.pageOf', { page: count.format(Math.min(page, pages)), pages: count.format(pages) })}
        </span>
        <button type="button" className={pageButton} onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
          <span className="max-sm:sr-only">{t('admin-dashboard.next')}</span>
          <ChevronRightIcon className="size-4" />
        </button>
        <button type="button" className={pageButton} onClick={() => onPage(pages)} disabled={page >= pages || busy} aria-label={t('admin-dashboard.lastPage')}>
          {LAST}
        </button>
      </div>
    </nav>
  )
}

/** The table's frame: scrolls sideways on narrow screens, and can be scrolled with the keyboard. */
export function TableFrame({ label, children, busy = false }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
      className={`overflow-x-auto rounded-2xl border border-line bg-surface transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {children}
    </div>
  )
}

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase'
export const td = 'px-4 py-3 align-middle text-sm text-ink'

/** The row a list shows when a page comes back empty: "No {noun} match your search." or "No {noun} yet." */
export function EmptyRow({ colSpan, noun, searching }: { colSpan: number; noun: ListNoun; searching: boolean }) {
  useT() // re-renders on a language switch
  const sentences = listSentences(noun)
  return (
    <tr>
      <td colSpan={colSpan} className={`${td} py-10 text-center text-muted`}>
        {searching ? sentences.noneMatchSearch : sentences.none}
      </td>
    </tr>
  )
}

/** Pagination wired to one list's paged-search state. */
export function ListPagination({
  label,
  list,
  total,
}: {
  label: string
  list: ReturnType<typeof usePagedSearch>
  total: number
}) {
  return (
    <Pagination
      label={label}
      page={list.query.page}
      pageSize={list.query.pageSize}
      total={total}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  )
}
