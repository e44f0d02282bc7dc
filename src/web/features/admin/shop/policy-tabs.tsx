import { useRef, type KeyboardEvent } from 'react'
import { POLICY_KINDS, type PolicyKind } from '#domain/policies.ts'
import { POLICY_TAB_NAMES } from './policy-labels.ts'
import { tabKeyTarget } from '#web/features/admin/shell/tab-keys.ts'

export const policyTabId = (kind: PolicyKind) => `policy-tab-${kind}`
export const policyPanelId = (kind: PolicyKind) => `policy-panel-${kind}`

interface PolicyTabsProps {
  selected: PolicyKind
  onSelect: (kind: PolicyKind) => void
}

/**
 * The three policies as tabs, the WAI-ARIA pattern as the panel's own tab list
 * (shell/admin-tabs.tsx): one tab stop, arrows, Home and End move and open. On a phone the three
 * share the width, their names on two lines when needed.
 */
export function PolicyTabs({ selected, onSelect }: PolicyTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const focused = tabs.current.findIndex((tab) => tab === event.target)
    const current = focused >= 0 ? focused : POLICY_KINDS.indexOf(selected)
    const next = tabKeyTarget(event.key, current, POLICY_KINDS.length)
    const kind = next === undefined ? undefined : POLICY_KINDS[next]
    if (next === undefined || !kind) return
    event.preventDefault()
    onSelect(kind)
    tabs.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Políticas"
      onKeyDown={onKeyDown}
      className="grid grid-cols-3 border-b border-stone-200 sm:flex sm:gap-1"
    >
      {POLICY_KINDS.map((kind, index) => {
        const active = kind === selected
        return (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={policyTabId(kind)}
            aria-selected={active}
            aria-controls={policyPanelId(kind)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(kind)}
            className={`-mb-px min-h-11 border-b-2 px-2 py-2 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-800 sm:px-4 sm:whitespace-nowrap ${
              active
                ? 'border-amber-800 text-amber-900'
                : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
            }`}
          >
            {POLICY_TAB_NAMES[kind]}
          </button>
        )
      })}
    </div>
  )
}
