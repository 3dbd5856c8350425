import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { controlClass, FormField, InputField } from '@/components/form-field'
import { Modal } from '@/components/modal'
import { ApiError } from '@/lib/api/client'
import { LANGUAGE_NAMES, translate, useT } from '@/lib/i18n'

import { useDeleteCategory, useUpdateCategory } from '../api/categories'
import type { AdminCategory } from '../api/types'
import { ConfirmDialog } from './confirm-dialog'
import { TagsInput } from './tags-input'

type Names = { kn: string; hi: string }
const TRANSLATED = ['kn', 'hi'] as const

/** The server's words for a refused change: a field's message, else the whole message. */
function refusal(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields }
  return { message: translate('admin-content.categorySaveFailed'), fields: {} }
}

function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  ) : null
}

/** The Kannada and Hindi names of each subcategory in the list (issue 18); one left empty shows as spelt. */
function SubcategoryNames({
  subcategories,
  names,
  onChange,
  error,
}: {
  subcategories: readonly string[]
  names: Record<string, Names>
  onChange: (names: Record<string, Names>) => void
  error: string | undefined
}) {
  const t = useT()
  if (subcategories.length === 0) return null
  const set = (sub: string, lang: keyof Names, value: string) => onChange({ ...names, [sub]: { ...(names[sub] ?? { kn: '', hi: '' }), [lang]: value } })
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{t('admin-content.subcategoryNames')}</legend>
      <p className="text-sm text-muted">{t('admin-content.subcategoryNamesHint')}</p>
      {subcategories.map((sub) => (
        <div key={sub} className="grid gap-3 sm:grid-cols-2">
          {TRANSLATED.map((lang) => (
            <InputField
              key={lang}
              label={t('admin-content.nameIn', { name: sub, language: LANGUAGE_NAMES[lang] })}
              lang={lang}
              placeholder={sub}
              value={names[sub]?.[lang] ?? ''}
              onChange={(event) => set(sub, lang, event.target.value)}
              autoComplete="off"
            />
          ))}
        </div>
      ))}
      {error ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  )
}

type EditProps = { category: AdminCategory; onClose: () => void }

/** Rename a category, give it and its subcategories Kannada and Hindi names, and edit its subcategories; the
 *  slug (and so every link) stays. */
export function EditCategoryDialog({ category, onClose }: EditProps) {
  const t = useT()
  const update = useUpdateCategory()
  const [label, setLabel] = useState(category.label)
  const [labelKn, setLabelKn] = useState(category.labelKn ?? '')
  const [labelHi, setLabelHi] = useState(category.labelHi ?? '')
  const [subcategories, setSubcategories] = useState<string[]>(category.subcategories)
  const [names, setNames] = useState<Record<string, Names>>(() => ({ ...category.subcategoryLabels }))
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!label.trim()) {
      const required = t('admin-content.categoryNameRequired')
      setError({ message: required, fields: { label: required } })
      return
    }
    setError(null)
    // only the subcategories still listed: a removed one takes its names with it
    const subcategoryLabels = Object.fromEntries(subcategories.map((sub) => [sub, names[sub] ?? { kn: '', hi: '' }]))
    update.mutate(
      { name: category.name, change: { label, labelKn, labelHi, subcategories, subcategoryLabels } },
      {
        onSuccess: () => {
          toast.success(translate('admin-content.categorySaved'))
          onClose()
        },
        onError: (failure) => setError(refusal(failure)),
      },
    )
  }

  const fields = error?.fields ?? {}
  const known = ['label', 'labelKn', 'labelHi', 'subcategories', 'subcategoryLabels']
  const general = error && !known.some((field) => fields[field]) ? error.message : null
  return (
    <Modal
      open
      title={t('admin-content.editCategory', { label: category.label })}
      description={t('admin-content.slugStays', { slug: category.name })}
      onClose={onClose}
      size="md"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormField label={t('admin-content.name')} error={fields.label}>
          {(control) => (
            <input {...control} value={label} onChange={(event) => setLabel(event.target.value)} autoComplete="off" className={controlClass} />
          )}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('admin-content.nameIn', { name: t('admin-content.name'), language: LANGUAGE_NAMES.kn })}
            lang="kn"
            placeholder={label}
            value={labelKn}
            onChange={(event) => setLabelKn(event.target.value)}
            error={fields.labelKn}
            autoComplete="off"
          />
          <InputField
            label={t('admin-content.nameIn', { name: t('admin-content.name'), language: LANGUAGE_NAMES.hi })}
            lang="hi"
            placeholder={label}
            value={labelHi}
            onChange={(event) => setLabelHi(event.target.value)}
            error={fields.labelHi}
            autoComplete="off"
          />
        </div>
        <TagsInput
          tags={subcategories}
          onChange={setSubcategories}
          error={fields.subcategories}
          label={t('admin-content.subcategories')}
          noun={t('admin-content.subcategoryNoun')}
          hint={t('admin-content.subcategoriesHint')}
          placeholder={t('admin-content.subcategoriesExample')}
        />
        <SubcategoryNames subcategories={subcategories} names={names} onChange={setNames} error={fields.subcategoryLabels} />
        <FormAlert message={general} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="btn btn-outline">
            {t('admin-content.cancel')}
          </button>
          <button type="submit" disabled={update.isPending} className="btn btn-primary disabled:opacity-60">
            {update.isPending ? t('admin-content.saving') : t('admin-content.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

type DeleteProps = { category: AdminCategory; categories: readonly AdminCategory[]; onClose: () => void }

/** Delete a category; while products use it, the admin picks where they move first (or cancels). */
export function DeleteCategoryDialog({ category, categories, onClose }: DeleteProps) {
  const t = useT()
  const removal = useDeleteCategory()
  const [moveTo, setMoveTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inUse = category.products > 0
  const targets = categories.filter((other) => other.name !== category.name && !other.soldByMetre)

  function confirm() {
    setError(null)
    removal.mutate(
      { name: category.name, moveTo: inUse ? moveTo : undefined },
      {
        onSuccess: () => {
          toast.success(translate('admin-content.categoryDeleted', { label: category.label }))
          onClose()
        },
        onError: (failure) => setError(refusal(failure).message),
      },
    )
  }

  return (
    <ConfirmDialog
      open
      question={t('admin-content.deleteQuestion', { label: category.label })}
      detail={inUse ? t('admin-content.categoryInUse', { count: category.products, label: category.label }) : t('admin-content.categoryEmpty')}
      confirmLabel={inUse ? t('admin-content.moveAndDelete') : t('admin-content.delete')}
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {inUse ? (
        <FormField label={t('admin-content.moveTo', { count: category.products })} className="mt-4">
          {(control) => (
            <select {...control} value={moveTo} onChange={(event) => setMoveTo(event.target.value)} className={controlClass}>
              <option value="">{t('admin-content.chooseCategory')}</option>
              {targets.map((target) => (
                <option key={target.name} value={target.name}>
                  {target.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormAlert message={error} />
    </ConfirmDialog>
  )
}
