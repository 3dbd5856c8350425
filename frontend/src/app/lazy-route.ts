import { createElement, lazy, type ComponentType } from 'react'

type PageModule = { default: ComponentType }

/** A page component whose code loads on demand (React.lazy), and can be loaded ahead of rendering. */
export type LazyRoute = ComponentType & { preload: () => Promise<PageModule> }

/**
 * React.lazy with a `preload`. Once the code is in, the page renders directly instead of through
 * the lazy wrapper, so a page loaded ahead (main.tsx: the first page) paints in the first commit
 * rather than after its Suspense fallback — which React 19 also holds back a moment.
 */
export function lazyRoute(load: () => Promise<PageModule>): LazyRoute {
  let loaded: ComponentType | undefined
  let loading: Promise<PageModule> | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default
      return module
    }))
  const Lazy = lazy(preload)
  const Route = () => createElement(loaded ?? Lazy)
  return Object.assign(Route, { preload })
}

/** Loads the code of the lazily loaded pages among `components` (a location's matched routes). */
export function preloadRoutes(components: readonly (ComponentType | undefined)[]): Promise<unknown> {
  const loads: Promise<PageModule>[] = []
  for (const component of components) {
    const { preload } = (component ?? {}) as Partial<LazyRoute>
    if (preload) loads.push(preload())
  }
  return Promise.allSettled(loads)
}
