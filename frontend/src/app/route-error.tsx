import { isRouteErrorResponse, useRouteError } from 'react-router'

import { RootLayout } from './layout/root-layout'

/** Shown when a page fails to render or its code cannot load (for example right after a deploy). */
export function RouteError() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <RootLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="text-muted">This page could not be shown. Please reload and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </section>
    </RootLayout>
  )
}
