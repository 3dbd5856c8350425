import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation, type Location } from 'react-router'

import { useT } from '@/lib/i18n'

import { RootLayout } from './layout/root-layout'

/** Shown when a page fails to render or its code cannot load (for example right after a deploy). */
export function RouteError() {
  const t = useT()
  return (
    <RootLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">{t('common.errorTitle')}</h1>
        <p className="text-muted">{t('common.errorText')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </button>
      </section>
    </RootLayout>
  )
}

type BoundaryProps = { children: ReactNode; location: Location }
type BoundaryState = { failed: boolean; location: Location }

/** Catches a render error below it; moving to another page tries again (as a router's boundary does). */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation()
  return <LocationErrorBoundary location={location}>{children}</LocationErrorBoundary>
}
