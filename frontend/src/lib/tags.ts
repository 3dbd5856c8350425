import { translateIfKey } from './i18n'
import { titleCase } from './title-case'

/** A product tag as shoppers read it: the catalogue's name for a tag the shop uses (locales/<lang>/tags.json),
 *  else the tag as the admin typed it, title-cased ('new-arrival' → 'New Arrival'). */
export function tagLabel(tag: string): string {
  const key = `tags.${tag.trim().toLowerCase()}`
  const label = translateIfKey(key)
  return label === key ? titleCase(tag) : label
}
