import { useQueryClient } from '@tanstack/react-query'
import { useState, type SyntheticEvent } from 'react'

import { pageQueryOptions, type PageBodies, type PageForms, type PageSlug } from '@/lib/pages'

import { savePage } from './api'
import { useVersionedSave } from './use-versioned-save'

export const PAGE_SAVED = 'Page saved'

/** A page's form: its values as loaded, a submit that sends them with the loaded version, and the
 *  saved page put into the cache (the live 'page' event tells other tabs). */
export function usePageForm<Slug extends PageSlug, Values>(
  slug: Slug,
  page: PageBodies[Slug],
  valuesOf: (page: PageBodies[Slug]) => Values,
  formOf: (values: Values) => Omit<PageForms[Slug], 'version'>,
) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesOf(page))
  const [version, setVersion] = useState(page.version)
  const saving = useVersionedSave((form: PageForms[Slug]) => savePage(slug, form), PAGE_SAVED)

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const saved = await saving.save({ ...formOf(values), version } as PageForms[Slug])
    if (saved) {
      queryClient.setQueryData(pageQueryOptions(slug).queryKey, saved)
      setVersion(saved.version)
      setValues(valuesOf(saved))
    }
  }

  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((old) => ({ ...old, [key]: value }))
  return { values, change, submit, ...saving, updatedAt: page.updatedAt }
}
