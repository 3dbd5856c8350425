import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { controlClass, FormField } from '@/components/form-field'
import { Modal } from '@/components/modal'
import { ApiError } from '@/lib/api/client'

import { useDeleteCategory, useUpdateCategory } from '../api/categories'
import type { AdminCategory } from '../api/types'
import { categoryMessages, productCount } from '../messages'
import { ConfirmDialog } from './confirm-dialog'
import { TagsInput } from './tags-input'

/** The server's words for a refused change: a field's message, else the whole message. */
function refusal(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields }
  return { message: categoryMessages.saveFailed, fields: {} }
}

function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  ) : null
}

type EditProps = { category: AdminCategory; onClose: () => void }

/** Rename a category and edit its subcategories; the slug (and so every link) stays. */
export function EditCategoryDialog({ category, onClose }: EditProps) {
  const update = useUpdateCategory()
  const [label, setLabel] = useState(category.label)
  const [subcategories, setSubcategories] = useState<string[]>(category.subcategories)
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!label.trim()) {
      setError({ message: categoryMessages.nameRequired, fields: { label: categoryMessages.nameRequired } })
      return
    }
    setError(null)
    update.mutate(
      { name: category.name, change: { label, subcategories } },
      {
        onSuccess: () => {
          toast.success(categoryMessages.saved)
          onClose()
        },
        onError: (failure) => setError(refusal(failure)),
      },
    )
  }

  const fieldError = error?.fields.label
  const subError = error?.fields.subcategories
  const general = error && !fieldError && !subError ? error.message : null
  return (
    <Modal open title={`Edit ${category.label}`} description={categoryMessages.slugStays(category.name)} onClose={onClose} size="md">
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormField label="Name" error={fieldError}>
          {(control) => (
            <input {...control} value={label} onChange={(event) => setLabel(event.target.value)} autoComplete="off" className={controlClass} />
          )}
        </FormField>
        <TagsInput
          tags={subcategories}
          onChange={setSubcategories}
          error={subError}
          label="Subcategories"
          noun="subcategory"
          hint={categoryMessages.subcategoriesHint}
          placeholder="e.g. soap, perfumes"
        />
        <FormAlert message={general} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="btn btn-outline">
            Cancel
          </button>
          <button type="submit" disabled={update.isPending} className="btn btn-primary disabled:opacity-60">
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  )
}

type DeleteProps = { category: AdminCategory; categories: readonly AdminCategory[]; onClose: () => void }

/** Delete a category; while products use it, the admin picks where they move first (or cancels). */
export function DeleteCategoryDialog({ category, categories, onClose }: DeleteProps) {
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
          toast.success(categoryMessages.deleted(category.label))
          onClose()
        },
        onError: (failure) => setError(refusal(failure).message),
      },
    )
  }

  return (
    <ConfirmDialog
      open
      question={`Delete "${category.label}"?`}
      detail={inUse ? categoryMessages.inUse(category.products, category.label) : categoryMessages.empty}
      confirmLabel={inUse ? 'Move and delete' : 'Delete'}
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {inUse ? (
        <FormField label={`Move ${productCount(category.products)} to`} className="mt-4">
          {(control) => (
            <select {...control} value={moveTo} onChange={(event) => setMoveTo(event.target.value)} className={controlClass}>
              <option value="">Choose a category</option>
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
