import { i18n } from '@lingui/core'

// Issue 28: size and type names as shoppers read them. A product's options are the size charts' values
// ('Full Sleeve', 'Single Bed', '4.5 M', '500 gm'), kept in English in carts and orders; the client words
// them from locales/<lang>/options.json: a known name, or a measure's unit. Anything else (XS, 40, 3x6, an
// owner's own value) reads as stored.

const MEASURE = /^(\d+(?:\.\d+)?) ?(M|gm)$/

function known(key: string): boolean {
  return Object.hasOwn(i18n.messages, key)
}

/** One size or type in the shopper's language. */
export function optionText(value: string): string {
  const name = `options.${value}`
  if (known(name)) return i18n._(name)
  const measure = MEASURE.exec(value)
  const unit = measure ? `options.unit.${measure[2]}` : ''
  if (measure && known(unit)) return i18n._(unit, { value: measure[1] })
  return value
}

/** A line's size and type, worded, joined by `separator` ('M, Full Sleeve'). */
export function optionsText(values: readonly (string | null | undefined)[], separator = ', '): string {
  return values
    .filter((value): value is string => Boolean(value))
    .map(optionText)
    .join(separator)
}
