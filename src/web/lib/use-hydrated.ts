import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates a page the server drew (and on the server itself), true from then on.
 * What depends on the visitor (the cart in this browser's storage, the session) is drawn only
 * once it is true, so the server's HTML is the same for everyone and hydration finds exactly it;
 * React draws the visitor's version right after (docs/decisions/022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
