import { Fragment, useState } from 'react'

import { controlBaseClass, FormField } from '@/components/form-field'
import { Markdown } from '@/components/markdown'
import { T, useT } from '@/lib/i18n'
import { fillPlaceholders, useShop } from '@/lib/shop'

// The placeholders a page text may hold (lib/shop fillPlaceholders): written as they are in every language.
const PLACEHOLDERS = ['{shop}', '{email}', '{phone}', '{address}', '{state}']

/** The formatting the page texts take, shown once above the editor (pages-panel.tsx). */
export function MarkdownHelp() {
  const t = useT()
  const code = 'rounded bg-cloth px-1 py-0.5 font-mono text-[0.85em] text-ink'
  const codeTag = <code className={code} />
  return (
    <aside aria-label={t('admin-shop.formatting')} className="rounded-2xl border border-line bg-page p-4 text-sm leading-relaxed text-muted">
      <p>
        <T
          k="admin-shop.formattingHelp"
          components={{ 0: <span className="font-semibold text-ink" />, 1: codeTag, 2: codeTag, 3: codeTag, 4: codeTag, 5: codeTag }}
        />
      </p>
      <p className="mt-1">
        {PLACEHOLDERS.map((name) => (
          <Fragment key={name}>
            <code className={code}>{name}</code>{' '}
          </Fragment>
        ))}
        {t('admin-shop.placeholdersHelp')}
      </p>
    </aside>
  )
}

type MarkdownFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  rows?: number
  className?: string
}

/** A page text written in Markdown, with a preview drawn exactly as the page draws it (safely). */
export function MarkdownField({ label, value, onChange, error, rows = 5, className }: MarkdownFieldProps) {
  const t = useT()
  const shop = useShop()
  const [preview, setPreview] = useState(false)
  return (
    <div className={className}>
      <FormField label={label} error={error}>
        {(control) => (
          <textarea
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={rows}
            className={`${controlBaseClass} py-3 leading-relaxed`}
          />
        )}
      </FormField>
      <button
        type="button"
        aria-expanded={preview}
        onClick={() => setPreview(!preview)}
        className="mt-2 text-sm font-semibold text-accent underline underline-offset-4"
      >
        {t(preview ? 'admin-shop.hidePreview' : 'admin-shop.preview', { label })}
      </button>
      {preview ? (
        <div className="mt-2 rounded-2xl border border-dashed border-line bg-page p-4">
          <Markdown source={value} fill={(text) => fillPlaceholders(text, shop)} />
        </div>
      ) : null}
    </div>
  )
}
