import { useState } from 'react'

import { controlBaseClass, FormField } from '@/components/form-field'
import { Markdown } from '@/components/markdown'
import { fillPlaceholders, useShop } from '@/lib/shop'

/** The formatting the page texts take, shown once above the editor (pages-panel.tsx). */
export function MarkdownHelp() {
  const code = 'rounded bg-cloth px-1 py-0.5 font-mono text-[0.85em] text-ink'
  return (
    <aside aria-label="Formatting" className="rounded-2xl border border-line bg-page p-4 text-sm leading-relaxed text-muted">
      <p>
        <span className="font-semibold text-ink">Formatting:</span> <code className={code}>**bold**</code>,{' '}
        <code className={code}>*italic*</code>, <code className={code}>[text](https://…)</code>, a line starting with{' '}
        <code className={code}>- </code> for a list, <code className={code}>## </code> for a heading. Links go only to
        http(s), mailto: and tel: addresses; HTML shows as plain text.
      </p>
      <p className="mt-1">
        <code className={code}>{'{shop}'}</code> <code className={code}>{'{email}'}</code> <code className={code}>{'{phone}'}</code>{' '}
        <code className={code}>{'{address}'}</code> <code className={code}>{'{state}'}</code> show the shop&apos;s details from
        Settings.
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
        {preview ? `Hide preview of ${label}` : `Preview ${label}`}
      </button>
      {preview ? (
        <div className="mt-2 rounded-2xl border border-dashed border-line bg-page p-4">
          <Markdown source={value} fill={(text) => fillPlaceholders(text, shop)} />
        </div>
      ) : null}
    </div>
  )
}
