import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type TabDefinition<Name extends string> = { name: Name; label: string; panel: () => ReactNode }

type DashboardTabsProps<Name extends string> = {
  label: string
  tabs: readonly TabDefinition<Name>[]
  selected: Name
  onSelect: (name: Name) => void
}

/**
 * An accessible tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between
 * tabs; only the selected tab is in the Tab order. A panel is mounted on its first visit and then kept,
 * so its search and page survive switching tabs.
 */
export function DashboardTabs<Name extends string>({ label, tabs, selected, onSelect }: DashboardTabsProps<Name>) {
  const baseId = useId()
  const buttons = useRef(new Map<Name, HTMLButtonElement>())
  const [visited, setVisited] = useState<ReadonlySet<Name>>(() => new Set([selected]))
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]))

  // On a narrow screen the tablist scrolls sideways: keep the selected tab (say, from ?tab=) in sight.
  useEffect(() => {
    const button = buttons.current.get(selected)
    const list = button?.parentElement
    if (!button || !list) return
    const shown = list.getBoundingClientRect()
    const tab = button.getBoundingClientRect()
    if (tab.right > shown.right) list.scrollLeft += tab.right - shown.right
    else if (tab.left < shown.left) list.scrollLeft -= shown.left - tab.left
  }, [selected])

  const tabId = (name: Name) => `${baseId}-tab-${name}`
  const panelId = (name: Name) => `${baseId}-panel-${name}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not from `selected`: a second arrow key may come before the router has
    // re-rendered with the first one's choice (it would move from the old tab again).
    const focused = tabs.findIndex((tab) => buttons.current.get(tab.name) === event.target)
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.name === selected)
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[(target + tabs.length) % tabs.length]
    if (!next) return
    onSelect(next.name)
    buttons.current.get(next.name)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab) => {
          const active = tab.name === selected
          return (
            <button
              key={tab.name}
              ref={(element) => {
                if (element) buttons.current.set(tab.name, element)
                else buttons.current.delete(tab.name)
              }}
              type="button"
              role="tab"
              id={tabId(tab.name)}
              aria-selected={active}
              aria-controls={panelId(tab.name)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.name)}
              className={`-mb-px min-h-12 shrink-0 border-b-[3px] px-5 text-sm font-semibold transition ${
                active ? 'border-saffron-500 text-ink' : 'border-transparent text-muted hover:border-line hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.name}
          role="tabpanel"
          id={panelId(tab.name)}
          aria-labelledby={tabId(tab.name)}
          hidden={tab.name !== selected}
          tabIndex={0}
          className="pt-5 focus-visible:outline-offset-4"
        >
          {visited.has(tab.name) ? tab.panel() : null}
        </div>
      ))}
    </div>
  )
}
