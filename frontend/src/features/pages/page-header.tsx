import type { ReactNode } from 'react'

/** The woven band at the top of the static pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-weave border-b border-line">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{children}</div> : null}
      </div>
    </header>
  )
}
