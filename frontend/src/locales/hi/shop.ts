// Every catalogue of this language except the dashboard's (admin*.json), as one bundle (lib/i18n/catalogues.ts).
import type { Messages } from '@lingui/core'

import { flattenCatalogues } from '@/lib/i18n/flatten'

export default flattenCatalogues(
  import.meta.glob<Messages>(['./*.json', '!./admin*.json'], { eager: true, import: 'default' }),
)
