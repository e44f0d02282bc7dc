import { useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** The history entry's state while a photo is zoomed: which one. */
interface ZoomState {
  foto?: unknown
}

/**
 * Which of `count` photos is zoomed, kept in the history entry's state: opening a photo adds an
 * entry, so the phone's back button closes it instead of leaving the page, and every other way of
 * closing it goes back that one entry. The page's scroll stays where it was. A page reloaded with a
 * photo zoomed has no entry of ours to go back to: closing replaces its state instead.
 */
export function usePhotoZoom(count: number) {
  const location = useLocation()
  const navigate = useNavigate()
  const pushed = useRef(false)
  const state = (location.state ?? {}) as ZoomState
  const asked = state.foto
  const zoomed =
    typeof asked === 'number' && Number.isInteger(asked) && asked >= 0 && asked < count
      ? asked
      : undefined
  return {
    zoomed,
    open(index: number) {
      pushed.current = true
      void navigate(location, { state: { ...state, foto: index }, preventScrollReset: true })
    },
    close() {
      if (pushed.current) {
        pushed.current = false
        void navigate(-1)
      } else {
        void navigate(location, {
          state: { ...state, foto: undefined },
          replace: true,
          preventScrollReset: true,
        })
      }
    },
  }
}
