import type { ComponentType } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'

import { ensureBundle } from '@/lib/i18n'

import { RequireAdmin, RequireUser } from './guards/require-account'
import { SessionRoot } from './guards/session-root'
import { RootLayout } from './layout/root-layout'
import { lazyRoute, preloadRoutes, type LazyRoute } from './lazy-route'
import { NOT_FOUND_PAGE, PAGES, type Access, type PageName } from './pages'
import { RouteErrorBoundary } from './route-error'

// Page code is split per route so the first page ships little JavaScript (STYLE.md). The first page's
// code loads before the first render (main.tsx); later pages load on demand, the layout wrapping the
// outlet in Suspense. Navigations run in a transition, so they keep the old page until the new is ready.
//
// Which page renders which route is written once, in pages.ts; the server hints the public pages'
// chunks from the same table (the build writes it beside Vite's manifest).
//
// The routes render through <BrowserRouter> and useRoutes, not a data router: the app uses no loaders,
// actions or fetchers, and the data router's code was about 17 KB gzipped of the first page's
// JavaScript (issue 8). Render errors are caught by RouteErrorBoundary around the layout instead.
const pageLoaders = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx')
const pageComponents = new Map<PageName, LazyRoute>()

/** The lazily loaded page component of a module; one per module (the two category routes share it). */
function page(name: PageName): LazyRoute {
  let component = pageComponents.get(name)
  if (!component) {
    const load = pageLoaders[`./routes/${name}.tsx`]
    if (!load) throw new Error(`No page module routes/${name}.tsx`)
    // The dashboard's messages are a bundle of their own (lib/i18n): they load with its pages' code.
    const isAdmin = (Object.values(PAGES.admin) as PageName[]).includes(name)
    // and its fonts for owner-entered Kannada and Hindi (lib/fonts/content.css, issue 28)
    component = lazyRoute(
      isAdmin ? () => Promise.all([load(), ensureBundle('admin'), import('@/lib/fonts/content.css')]).then(([module]) => module) : load,
    )
    pageComponents.set(name, component)
  }
  return component
}

function pageRoutes(access: Access): RouteObject[] {
  return Object.entries(PAGES[access]).map(([path, name]: [string, PageName]) =>
    path === '/' ? { index: true, Component: page(name) } : { path, Component: page(name) },
  )
}

export const routes: RouteObject[] = [
  {
    // Outside the layout's Suspense: the 401 handler and the start-up session check run at once.
    id: 'session',
    Component: SessionRoot,
    children: [
      {
        id: 'root',
        Component: RootWithErrorBoundary,
        children: [
          ...pageRoutes('public'),
          { Component: RequireUser, children: pageRoutes('user') },
          { Component: RequireAdmin, children: pageRoutes('admin') },
          { path: '*', Component: page(NOT_FOUND_PAGE) },
        ],
      },
    ],
  },
]

function RootWithErrorBoundary() {
  return (
    <RouteErrorBoundary>
      <RootLayout />
    </RouteErrorBoundary>
  )
}

/** Loads the code of the page at `location` (main.tsx does it before the first render). */
export function preloadPage(location: { pathname: string }): Promise<unknown> {
  return preloadRoutes((matchRoutes(routes, location) ?? []).map(({ route }) => route.Component ?? undefined))
}

/** Every client route; render it inside a router (<BrowserRouter> in the app, <MemoryRouter> in tests).
 *  DESIGN.md §5: the 401 handler (go to /login without a page load) is installed by SessionRoot. */
export function AppRoutes() {
  return useRoutes(routes)
}
