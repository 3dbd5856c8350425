import { useId } from 'react'

import { CloseIcon, SearchIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

type SearchBoxProps = { value: string; onChange: (value: string) => void }

/** Searches titles, descriptions (in English, Kannada and Hindi) and tags of the listing. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId()
  const t = useT()
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {t('catalog.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('catalog.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-12 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-ink shadow-sm placeholder:text-muted focus-visible:border-primary [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('catalog.clearSearch')}
          className="absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-cloth hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </div>
  )
}
