import { ChevronLeft, ChevronRight } from 'lucide-react'

/** How far the hint reaches into the tab list, in pixels (Tailwind's w-12). */
export const TAB_SCROLL_HINT_WIDTH = 48

const SIDES = {
  start: {
    Icon: ChevronLeft,
    title: 'Rolar abas para a esquerda',
    place: 'left-0 justify-start bg-linear-to-r',
  },
  end: {
    Icon: ChevronRight,
    title: 'Rolar abas para a direita',
    place: 'right-0 justify-end bg-linear-to-l',
  },
} as const

interface TabScrollHintProps {
  side: keyof typeof SIDES
  onClick: () => void
}

/**
 * The tab list goes on past this edge: a fade over the tabs cut there, and a round arrow that
 * scrolls the list. The arrow is for the pointer and the finger only (no tab stop, hidden from
 * screen readers): the keyboard's arrows already move through every tab, scrolling it into view.
 */
export function TabScrollHint({ side, onClick }: TabScrollHintProps) {
  const { Icon, title, place } = SIDES[side]
  return (
    <div
      data-scroll-hint={side}
      className={`pointer-events-none absolute top-0 bottom-px flex w-12 items-center from-stone-50 from-40% to-transparent ${place}`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        title={title}
        onClick={onClick}
        className="pointer-events-auto grid size-7 cursor-pointer place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-100"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
