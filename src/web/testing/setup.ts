import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'

// jsdom has neither: sonner asks for the colour scheme, ScrollRestoration scrolls on navigation.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = () => {}

// findBy and waitFor give up after 1 s by default: a lazy route's first render on a machine busy
// with the server tests can take longer. Only a failing test waits the whole time.
configure({ asyncUtilTimeout: 3_000 })

afterEach(() => {
  cleanup()
  toast.dismiss()
  useCartStore.setState({ items: [], total: 0 })
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
