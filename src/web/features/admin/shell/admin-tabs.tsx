import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ADMIN_TABS } from './admin-tab-list.ts'
import { TabScrollHint, TAB_SCROLL_HINT_WIDTH } from './tab-scroll-hint.tsx'
import { revealInList, useScrollEdges } from './use-scroll-edges.ts'
import { tabKeyTarget } from './tab-keys.ts'

const tabId = (id: string) => `admin-tab-${id}`
const panelId = (id: string) => `admin-panel-${id}`

interface AdminTabsProps {
  selected: string
  onSelect: (id: string) => void
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list, arrows, Home and End move between
 * tabs and open them. Only the open tab's content is drawn (and its code fetched). On a phone the
 * list scrolls sideways: a fade and an arrow on each side with more to see say so (decision 024), and
 * the open tab is scrolled into the list's view.
 */
export function AdminTabs({ selected, onSelect }: AdminTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const list = useRef<HTMLDivElement>(null)
  const edges = useScrollEdges(list)

  // The list scrolls, not the page: after a click, an arrow key, or a reload on ?tab=downloads.
  useEffect(() => {
    const open = ADMIN_TABS.findIndex((tab) => tab.id === selected)
    const tab = tabs.current[open] ?? null
    // The summary above the list is longer on the first tab than on the others (decision 030): a
    // page scrolled down would lose the list from view when it grows, so bring it back.
    const box = tab?.getBoundingClientRect()
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      tab?.scrollIntoView?.({ block: 'nearest' })
    }
    revealInList(list.current, tab, TAB_SCROLL_HINT_WIDTH)
  }, [selected])

  function scrollBy(direction: -1 | 1) {
    const element = list.current
    if (element) element.scrollLeft += direction * Math.round(element.clientWidth * 0.6)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not the open one: the address (and so `selected`) follows a moment later.
    const focused = tabs.current.findIndex((tab) => tab === event.target)
    const current = focused >= 0 ? focused : ADMIN_TABS.findIndex((tab) => tab.id === selected)
    const next = tabKeyTarget(event.key, current, ADMIN_TABS.length)
    const tab = next === undefined ? undefined : ADMIN_TABS[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    onSelect(tab.id)
    tabs.current[next]?.focus()
  }

  return (
    <div className="mt-8">
      <div className="relative">
        <div
          ref={list}
          role="tablist"
          aria-label="Seções do painel"
          onKeyDown={onKeyDown}
          className="flex scroll-smooth gap-1 overflow-x-auto border-b border-stone-200 motion-reduce:scroll-auto"
        >
          {ADMIN_TABS.map((tab, index) => {
            const active = tab.id === selected
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabs.current[index] = element
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={active}
                aria-controls={panelId(tab.id)}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-amber-800 ${
                  active
                    ? 'border-amber-800 text-amber-900'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
        {edges.start && <TabScrollHint side="start" onClick={() => scrollBy(-1)} />}
        {edges.end && <TabScrollHint side="end" onClick={() => scrollBy(1)} />}
      </div>
      {ADMIN_TABS.map(({ id, Content }) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(id)}
          aria-labelledby={tabId(id)}
          hidden={id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          {id === selected && (
            <Suspense fallback={<Spinner label="Carregando..." />}>
              <Content />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  )
}
