import { useState } from 'react'

import { controlBaseClass, FormField } from '@/components/form-field'
import { Markdown } from '@/components/markdown'
import { fillPlaceholders, useShop } from '@/lib/shop'

export const MARKDOWN_HINT =
  'Markdown: **bold**, *italic*, [text](https://…), lists with "- ", headings with "## ". ' +
  '{shop}, {email}, {phone}, {address} and {state} show the shop\'s details.'

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
      <FormField label={label} error={error} hint={MARKDOWN_HINT}>
        {(control) => (
          <textarea
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={rows}
            className={`${controlBaseClass} py-3 font-mono text-sm leading-relaxed`}
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
