import { useSyncExternalStore } from 'react'

/** True while a page is drawn the same for everyone: on the server, and while hydrating it. */
let forEveryone = false
const listeners = new Set<() => void>()

/**
 * Runs `draw` (the server's renderToString, or the browser's hydration of that page) so that
 * `useHydrated` is false in what it draws; then tells the hydrated components. Both are
 * synchronous with Preact.
 */
export function drawForEveryone<T>(draw: () => T): T {
  forEveryone = true
  try {
    return draw()
  } finally {
    forEveryone = false
    for (const listener of listeners) listener()
  }
}

/** Whether what is drawn now is drawn for everyone (read once, e.g. for a first state). */
export function isDrawnForEveryone(): boolean {
  return forEveryone
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * False while a page the server drew is hydrated (and on the server itself), true from then on
 * and in anything the browser draws on its own. What depends on the visitor (the cart in this
 * browser's storage, the session) is drawn only once it is true, so the server's HTML is the same
 * for everyone and hydration finds exactly it; the visitor's version is drawn right after
 * (docs/decisions/022). preact/compat has no server snapshot (it reads `getSnapshot` everywhere),
 * so the snapshot itself says whether a page is being drawn for everyone (docs/decisions/034).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !forEveryone,
    () => false,
  )
}
