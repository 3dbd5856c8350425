import type { Messages } from '@lingui/core'

/** Files found by import.meta.glob → one flat catalogue: './cart.json' key 'empty' → 'cart.empty'. */
export function flattenCatalogues(files: Record<string, Messages>): Messages {
  const messages: Messages = {}
  for (const [path, catalogue] of Object.entries(files)) {
    const area = path.replace(/^.*\//, '').replace(/\.json$/, '')
    for (const [key, message] of Object.entries(catalogue)) messages[`${area}.${key}`] = message
  }
  return messages
}
