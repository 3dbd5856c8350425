// The dashboard's catalogues of this language (admin*.json), as one bundle (lib/i18n/catalogues.ts).
import type { Messages } from '@lingui/core'

import { flattenCatalogues } from '@/lib/i18n/flatten'

export default flattenCatalogues(import.meta.glob<Messages>('./admin*.json', { eager: true, import: 'default' }))
