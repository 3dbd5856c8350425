import { useRef, useState, type KeyboardEvent } from 'react'
import { toast } from 'react-hot-toast'

import { controlClass, FormField } from '@/components/form-field'
import { PlusIcon } from '@/components/icons'
import { ApiError } from '@/lib/api/client'
import type { Category } from '@/lib/api/types'
import { translate, useT } from '@/lib/i18n'

import { useCreateCategory } from '../api/create-category'

type CategoryFieldProps = {
  categories: readonly Category[] | undefined
  loadFailed: boolean
  onRetry: () => void
  category: string
  subCategory: string
  onCategory: (name: string) => void
  onSubCategory: (name: string) => void
  errors: { category?: string | undefined; subCategory?: string | undefined }
}

/** The category select with an inline 'add category' (spec §5), and the subcategory select that shows
 *  — and is required — when the chosen category has any. */
export function CategoryField({
  categories,
  loadFailed,
  onRetry,
  category,
  subCategory,
  onCategory,
  onSubCategory,
  errors,
}: CategoryFieldProps) {
  const t = useT()
  const [adding, setAdding] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | undefined>()
  const creation = useCreateCategory()
  const toggle = useRef<HTMLButtonElement>(null)
  const selected = categories?.find((candidate) => candidate.name === category)
  const subcategories = selected?.subcategories ?? []

  function close() {
    setAdding(false)
    requestAnimationFrame(() => toggle.current?.focus()) // back to 'Add category' once it is shown again
  }

  function add() {
    const trimmed = name.trim() // spec §5: trimmed and non-empty
    if (!trimmed) {
      setNameError(t('admin-content.categoryNameRequired'))
      return
    }
    creation.mutate(trimmed, {
      onSuccess: (created) => {
        toast.success(translate('admin-content.categoryAdded'))
        onCategory(created.name)
        setName('')
        close()
      },
      onError: (error) => {
        // 409 'Category already exists' (and the server's other refusals) say what to fix
        if (error instanceof ApiError && (error.status === 409 || error.status === 422)) toast.error(error.message)
        else toast.error(translate('admin-content.categoryAddFailed'))
      },
    })
  }

  function onNameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault() // not the product form's submit
      add()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div data-field="category">
        <FormField label={t('admin-content.category')} error={errors.category}>
          {(control) => (
            <select
              {...control}
              value={category}
              onChange={(event) => onCategory(event.target.value)}
              className={controlClass}
              required
            >
              <option value="">{categories ? t('admin-content.chooseCategory') : loadFailed ? t('admin-content.categoriesDidNotLoad') : t('admin-content.loading')}</option>
              {categories?.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {loadFailed ? (
            <button type="button" onClick={onRetry} className="text-sm font-semibold text-accent underline underline-offset-2">
              {t('admin-content.loadCategoriesAgain')}
            </button>
          ) : null}
          {!adding ? (
            <button
              ref={toggle}
              type="button"
              onClick={() => {
                setAdding(true)
                setNameError(undefined)
              }}
              className="inline-flex items-center gap-1 text-sm font-semibold text-accent underline-offset-2 hover:underline"
            >
              <PlusIcon className="size-4" />
              {t('admin-content.addCategory')}
            </button>
          ) : null}
        </div>
        {adding ? (
          <div role="group" aria-label={t('admin-content.newCategory')} className="mt-3 rounded-xl border border-line bg-cloth/50 p-3">
            <FormField label={t('admin-content.newCategoryName')} error={nameError}>
              {(control) => (
                <input
                  {...control}
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value)
                    setNameError(undefined)
                  }}
                  onKeyDown={onNameKey}
                  autoComplete="off"
                  autoFocus
                  className={controlClass}
                />
              )}
            </FormField>
            <div className="mt-3 flex gap-2">
              <button type="button" onClick={add} disabled={creation.isPending} className="btn btn-primary min-h-10 px-5">
                {creation.isPending ? t('admin-content.adding') : t('admin-content.add')}
              </button>
              <button type="button" onClick={close} className="btn btn-outline min-h-10 px-5">
                {t('admin-content.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </div>

      {subcategories.length > 0 ? (
        <div data-field="subCategory">
          <FormField label={t('admin-content.subcategory')} error={errors.subCategory}>
            {(control) => (
              <select
                {...control}
                value={subCategory}
                onChange={(event) => onSubCategory(event.target.value)}
                className={controlClass}
                required
              >
                <option value="">{t('admin-content.chooseSubcategory')}</option>
                {subcategories.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}
    </div>
  )
}
