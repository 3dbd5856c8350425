import { useId, useState, type KeyboardEvent } from 'react'

import { controlClass, FormField } from '@/components/form-field'
import { CloseIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { addTags } from '../product-form-rules'

type TagsInputProps = {
  tags: readonly string[]
  onChange: (tags: string[]) => void
  error?: string | undefined
  /** For another list of words (a category's subcategories): its label, hint, example and noun. */
  label?: string
  hint?: string
  placeholder?: string
  noun?: string
}

/** spec §5: tags are trimmed, non-empty and not duplicated. Enter or a comma adds what was typed. */
export function TagsInput({
  tags,
  onChange,
  error,
  label: labelGiven,
  hint: hintGiven,
  placeholder: placeholderGiven,
  noun,
}: TagsInputProps) {
  const t = useT()
  const label = labelGiven ?? t('admin-products.tags')
  const hint = hintGiven ?? t('admin-products.tagsHint')
  const placeholder = placeholderGiven ?? t('admin-products.tagsPlaceholder')
  const id = useId()
  const listId = `${id}-list`
  const [draft, setDraft] = useState('')

  function commit(text: string) {
    const next = addTags(tags, text)
    if (next.length !== tags.length) onChange(next)
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault() // adds the tag instead of submitting the form
      commit(draft)
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1))
    }
  }

  function onInput(value: string) {
    const comma = value.lastIndexOf(',')
    if (comma === -1) {
      setDraft(value)
      return
    }
    const next = addTags(tags, value.slice(0, comma))
    if (next.length !== tags.length) onChange(next)
    setDraft(value.slice(comma + 1))
  }

  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <>
          {tags.length > 0 ? (
            <ul id={listId} aria-label={t('admin-products.tagsAdded', { label })} className="mb-2 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-cloth py-1 pr-1 pl-3 text-sm font-medium text-ink"
                >
                  {tag}
                  <button
                    type="button"
                    onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                    aria-label={noun ? t('admin-products.removeNamed', { noun, tag }) : t('admin-products.removeTag', { tag })}
                    className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-page hover:text-ink"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex gap-2">
            <input
              {...control}
              value={draft}
              onChange={(event) => onInput(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => {
                if (draft.trim()) commit(draft)
              }}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="done"
              className={controlClass}
            />
            <button type="button" onClick={() => commit(draft)} disabled={!draft.trim()} className="btn btn-outline shrink-0 disabled:opacity-50">
              {t('admin-products.add')}
            </button>
          </div>
        </>
      )}
    </FormField>
  )
}
