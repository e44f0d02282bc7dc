import { useEffect, useRef } from 'react'

/**
 * The root of every cached catalog query (the store grid, product pages, categories): invalidating
 * it after an admin change makes the store show the change at once.
 */
export const PRODUCTS_KEY = ['products'] as const

/** Fired on `window` whenever products or generated projects change (spec.md, admin tabs). */
const PRODUCT_LIST_UPDATED = 'product-list-updated'

export function announceProductListUpdated() {
  window.dispatchEvent(new Event(PRODUCT_LIST_UPDATED))
}

/** Calls `onUpdate` each time the product list changes, for as long as the component is shown. */
export function useOnProductListUpdated(onUpdate: () => void) {
  const latest = useRef(onUpdate)
  useEffect(() => {
    latest.current = onUpdate
  })
  useEffect(() => {
    const listener = () => latest.current()
    window.addEventListener(PRODUCT_LIST_UPDATED, listener)
    return () => window.removeEventListener(PRODUCT_LIST_UPDATED, listener)
  }, [])
}
