import { startTransition, useEffect, useState } from 'react'
import { isDrawnForEveryone } from '#web/lib/use-hydrated.ts'

// Only the document's first list is staged. Later ones (back from a product page) and any list
// after a reload or history move are drawn whole at once, so the router can restore the scroll.
let stagedBefore = false

function isFreshVisit() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'navigate'
}

/**
 * On a visitor's first load, drawing a whole page of cards before the first paint costs a slow
 * phone's CPU a few hundred ms: the first `count` items are drawn at once and the rest right after,
 * in a transition that yields to the browser (docs/performance.md, store page on a phone). A page
 * the server drew (or draws) is whole from the start.
 */
export function useFirstItemsFirst<T>(items: T[], count: number): T[] {
  // A page the server drew already shows every card: hydration keeps them all. Read once, not
  // subscribed: the end of hydration must not draw the whole grid again (a long task on a phone).
  const [all, setAll] = useState(() => isDrawnForEveryone() || stagedBefore || !isFreshVisit())
  useEffect(() => {
    stagedBefore = true
    if (!all && items.length > count) startTransition(() => setAll(true))
  }, [all, items.length, count])
  return all ? items : items.slice(0, count)
}
