import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/preact'
import { options } from 'preact'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'
import { useCartStore } from '#web/lib/cart-store.ts'

// jsdom has none of these: sonner asks for the colour scheme, ScrollRestoration scrolls on
// navigation, the product page's gallery scrolls its row of photos.
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
Element.prototype.scrollTo = () => {}

// findBy and waitFor give up after 1 s by default: a lazy route's first render on a machine busy
// with the server tests can take longer. Only a failing test waits the whole time.
configure({ asyncUtilTimeout: 3_000 })

// Preact runs effects after the next paint: a frame in a browser, jsdom's 16 ms timer here, or
// 35 ms. Here nothing paints, so they run on the next task, and a test's last effects run inside
// its afterEach below, not after jsdom has been torn down (window gone: "window is not defined").
options.requestAnimationFrame = (flush) => void setTimeout(flush, 0)

afterEach(async () => {
  cleanup()
  await new Promise((resolve) => setTimeout(resolve, 0))
  toast.dismiss()
  useCartStore.setState({ items: [], total: 0 })
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // The web files share their thread (vitest.config.ts): a clock left fake would reach the next one.
  vi.useRealTimers()
})
