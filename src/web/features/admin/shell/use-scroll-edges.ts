import { useEffect, useState, type RefObject } from 'react'

export interface ScrollEdges {
  /** There is more to the left. */
  start: boolean
  /** There is more to the right. */
  end: boolean
}

const NONE: ScrollEdges = { start: false, end: false }

/** Whether a sideways-scrolling element has more to show on either side, kept as it scrolls or resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    function update() {
      if (!element) return
      const { scrollLeft, scrollWidth, clientWidth } = element
      const start = scrollLeft > 1
      const end = scrollLeft + clientWidth < scrollWidth - 1
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }))
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    resize?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resize?.disconnect()
    }
  }, [ref])
  return edges
}

/**
 * Scrolls `list` sideways (not the page) so `item` is in full view, clear of `margin` pixels at
 * each edge (where the scroll hints lie).
 */
export function revealInList(list: HTMLElement | null, item: HTMLElement | null, margin: number) {
  if (!list || !item) return
  const box = list.getBoundingClientRect()
  const { left, right } = item.getBoundingClientRect()
  if (left < box.left + margin) list.scrollLeft += left - box.left - margin
  else if (right > box.right - margin) list.scrollLeft += right - box.right + margin
}
