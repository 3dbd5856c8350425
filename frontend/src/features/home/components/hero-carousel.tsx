import type { ComponentType, FocusEvent, PointerEvent } from 'react'

import { PauseIcon, PlayIcon } from '@/components/icons'
import { useT, type MessageKey } from '@/lib/i18n'

import { HERO_CAROUSEL } from '../home-config'
import { useCarousel } from '../use-carousel'
import { FabricBoltsArt, HeroArt, HoneyJarArt } from './hero-art'

type Slide = { caption: MessageKey; detail: MessageKey; Art: ComponentType<{ className?: string }> }

const slides: readonly Slide[] = [
  { caption: 'home.slideShirtsCaption', detail: 'home.slideShirtsDetail', Art: HeroArt },
  { caption: 'home.slideFabricsCaption', detail: 'home.slideFabricsDetail', Art: FabricBoltsArt },
  { caption: 'home.slideHoneyCaption', detail: 'home.slideHoneyDetail', Art: HoneyJarArt },
]

if (slides.length !== HERO_CAROUSEL.slideCount) throw new Error('The hero needs exactly HERO_CAROUSEL.slideCount slides')

/** spec §2: on small screens the hero picture is a 3-slide carousel (timing in HERO_CAROUSEL). */
export function HeroCarousel({ enabled, className = '' }: { enabled: boolean; className?: string }) {
  const carousel = useCarousel({ ...HERO_CAROUSEL, count: slides.length, enabled })
  const { index, playing, stopped, setHeld } = carousel
  const t = useT()

  // Hold while a mouse is over it or focus is inside; touch never sends a matching 'leave'.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHeld(true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHeld(false)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
  }

  return (
    <section
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.carouselLabel')}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      <div
        className="overflow-hidden rounded-3xl border border-line bg-surface/80 shadow-sm"
        onTouchStart={(event) => {
          const touch = event.touches[0]
          if (touch) carousel.swipeStart(touch.clientX)
        }}
        onTouchEnd={(event) => {
          const touch = event.changedTouches[0]
          if (touch) carousel.swipeEnd(touch.clientX)
        }}
      >
        <div
          aria-live={playing ? 'off' : 'polite'}
          data-testid="hero-track"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map(({ caption, detail, Art }, i) => (
            <div
              key={caption}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slidePosition', { index: i + 1, count: slides.length })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full shrink-0 px-5 pt-3 pb-4"
            >
              <Art className="mx-auto h-36 w-full max-w-xs text-indigo-800 dark:text-cream-200" />
              <p className="mt-1 font-serif text-lg font-semibold text-ink">{t(caption)}</p>
              <p className="text-sm text-muted">{t(detail)}</p>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-1 flex items-center justify-center">
        {slides.map(({ caption }, i) => (
          <button
            key={caption}
            type="button"
            onClick={() => carousel.goTo(i)}
            aria-label={t('home.showSlide', { index: i + 1, caption: t(caption) })}
            aria-current={i === index ? 'true' : undefined}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                i === index ? 'w-7 bg-accent' : 'w-2.5 bg-muted/50 group-hover:bg-muted'
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => carousel.setStopped(!stopped)}
          aria-label={stopped ? t('home.playSlides') : t('home.pauseSlides')}
          className="ml-1 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-cloth hover:text-ink"
        >
          {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
      </div>
    </section>
  )
}
