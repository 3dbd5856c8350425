import { useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'

import { useT } from '@/lib/i18n'
import { adminPageQueryOptions, pagesQueryKey, type AdminPageBodies, type PageForms, type PageSlug } from '@/lib/pages'

import { savePage } from './api'
import { useVersionedSave } from './use-versioned-save'

/** The languages a page is translated into (issue 18); English is the page itself. */
export const TRANSLATIONS = ['kn', 'hi'] as const
export type Translation = (typeof TRANSLATIONS)[number]
export type Both<Text> = Record<Translation, Text>

/** English list items with their Kannada and Hindi texts alongside (`tr`), so moving or removing an item
 *  in English carries its translations with it; a missing translation is blank. */
export function withTranslations<Item extends object, Text extends object>(
  items: readonly Item[],
  translated: Both<readonly Text[] | undefined>,
  blank: () => Text,
): (Item & { tr: Both<Text> })[] {
  return items.map((item, index) => ({
    ...item,
    tr: { kn: { ...blank(), ...translated.kn?.[index] }, hi: { ...blank(), ...translated.hi?.[index] } },
  }))
}

/** The English items and each language's texts in the same order, as the server takes them. */
export function splitTranslations<Item extends { tr: Both<object> }>(
  items: readonly Item[],
): { english: Omit<Item, 'tr'>[]; kn: Item['tr']['kn'][]; hi: Item['tr']['hi'][] } {
  const english = items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'tr')) as Omit<Item, 'tr'>)
  return { english, kn: items.map((item) => item.tr.kn), hi: items.map((item) => item.tr.hi) }
}

/** A page's form: its values as loaded (English with the Kannada and Hindi texts), a submit that sends all
 *  three with the loaded version, and the saved page put into the cache (the live 'page' event tells other
 *  tabs, and refetches the shoppers' copies). */
export function usePageForm<Slug extends PageSlug, Values>(
  slug: Slug,
  page: AdminPageBodies[Slug],
  valuesOf: (page: AdminPageBodies[Slug]) => Values,
  formOf: (values: Values) => Omit<PageForms[Slug], 'version'>,
) {
  const t = useT()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesOf(page))
  const [version, setVersion] = useState(page.version)
  const saving = useVersionedSave((form: PageForms[Slug]) => savePage(slug, form), t('admin-content.pageSaved'))

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const saved = await saving.save({ ...formOf(values), version } as PageForms[Slug])
    if (saved) {
      queryClient.setQueryData(adminPageQueryOptions(slug).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: [...pagesQueryKey, slug], predicate: (query) => query.queryKey[2] !== 'admin' })
      setVersion(saved.version)
      setValues(valuesOf(saved))
    }
  }

  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((old) => ({ ...old, [key]: value }))
  return { values, change, submit, ...saving, updatedAt: page.updatedAt }
}
