import type { ReactNode } from 'react'

import { PlusIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { ChevronDownIcon, TrashIcon } from '../components/icons'

type ListEditorProps<Item> = {
  items: readonly Item[]
  onChange: (items: Item[]) => void
  /** What one item is called, in the current language, e.g. 'question': 'Add a question', 'Remove question 2'. */
  noun: string
  blank?: () => Item
  fixed?: boolean
  children: (item: Item, index: number, update: (item: Item) => void) => ReactNode
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-cloth disabled:opacity-35'

/** An editable list (core values, team, questions, sections): add, remove, and move with buttons. */
export function ListEditor<Item>({ items, onChange, noun, blank, fixed = false, children }: ListEditorProps<Item>) {
  const t = useT()
  const move = (index: number, step: -1 | 1) => {
    const next = [...items]
    const [taken] = next.splice(index, 1)
    if (taken === undefined) return
    next.splice(index + step, 0, taken)
    onChange(next)
  }
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={index} className="rounded-2xl border border-line bg-page p-4 sm:p-5">
            <div className="mb-3 flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-muted">
                {t('admin-shop.listItem', { noun: `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`, number: index + 1 })}
              </p>
              {fixed ? null : (
                <div className="flex gap-1.5">
                  <button type="button" className={iconButton} disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('admin-shop.moveUp', { noun, number: index + 1 })}>
                    <ChevronDownIcon className="size-4 rotate-180" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('admin-shop.moveDown', { noun, number: index + 1 })}
                  >
                    <ChevronDownIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                    aria-label={t('admin-shop.removeItem', { noun, number: index + 1 })}
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </div>
              )}
            </div>
            {children(item, index, (updated) => onChange(items.map((old, at) => (at === index ? updated : old))))}
          </li>
        ))}
      </ol>
      {fixed || !blank ? null : (
        <button type="button" className="btn btn-outline" onClick={() => onChange([...items, blank()])}>
          <PlusIcon className="size-4" />
          {t('admin-shop.addItem', { noun })}
        </button>
      )}
    </div>
  )
}
