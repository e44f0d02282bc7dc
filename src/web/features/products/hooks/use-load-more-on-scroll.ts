import { useEffect, useRef } from 'react'

/**
 * Calls `loadMore` when the returned element comes within a screen of view: the grid grows as the
 * customer scrolls. The 'Carregar mais produtos' button stays for keyboards and screen readers.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(loadMore)
  useEffect(() => {
    latest.current = loadMore
  })
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return sentinel
}
