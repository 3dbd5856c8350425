// The home page's constants, in one place (spec §2 home, §9 hero carousel and tiles).
import type { MessageKey } from '@/lib/i18n'

/** spec §9: hero carousel interval 5000 ms, swipe threshold 50 px, pause after swipe 5000 ms. */
export const HERO_CAROUSEL = {
  slideCount: 3,
  intervalMs: 5000,
  swipeThresholdPx: 50,
  pauseAfterSwipeMs: 5000,
} as const

/** spec §9: tile preview count 4 (the 'Products' and 'Fabrics' panels). */
export const TILE_PREVIEW_COUNT = 4

/** spec §2: home quick tags, one product section each, shown only when some product has the tag. */
export const HOME_TAGS = [
  { tag: 'top-collection', title: 'home.tagTopCollection' },
  { tag: 'shirt', title: 'home.tagShirts' },
  { tag: 'pant', title: 'home.tagPants' },
  { tag: 'kurta', title: 'home.tagKurtas' },
] as const satisfies readonly { tag: string; title: MessageKey }[]

/** How many products a tag section shows before its 'View all' link. */
export const TAG_SECTION_LIMIT = 8

/** Small screens get the hero carousel (Tailwind's `sm` breakpoint is 640 px). */
export const SMALL_SCREEN_QUERY = '(max-width: 639.98px)'
