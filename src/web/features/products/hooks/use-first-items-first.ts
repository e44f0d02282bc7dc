import { startTransition, useEffect, useState } from 'react'

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
 * in a transition that yields to the browser (docs/performance.md, store page on a phone).
 */
export function useFirstItemsFirst<T>(items: T[], count: number): T[] {
  const [all, setAll] = useState(() => stagedBefore || !isFreshVisit())
  useEffect(() => {
    stagedBefore = true
    if (!all && items.length > count) startTransition(() => setAll(true))
  }, [all, items.length, count])
  return all ? items : items.slice(0, count)
}
