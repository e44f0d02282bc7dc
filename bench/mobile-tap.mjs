// Tap to cart badge (issue 41, item 4): on a page measureLoad has loaded and let settle, still on
// the throttled phone, the time from tapping 'Adicionar ao Carrinho' to the frame in which the top
// nav's cart badge says 1 item. The context is the load's own, fresh, so the cart starts empty.
/* global document, window, MutationObserver, requestAnimationFrame -- run in the browser */

const BUTTON = 'Adicionar ao Carrinho'
// The badge is drawn for the eye and its count spoken through the link's name (top-nav.tsx): the
// name is what the observer reads, the badge changes in the same render.
const CART_LINK = 'header nav a[href="/cart"]'
const CART_EMPTY = 'Carrinho'
const CART_ONE = 'Carrinho, 1 item'
// After scrolling the button into view: the lazy pictures it brings in load and paint before the
// tap, not during it.
const SCROLL_SETTLE_MS = 1000
// On this phone a tap answered in more than this is a broken page, not a slow one.
const WAIT_MS = 10_000

/**
 * Installed in the page just before the tap: the time the tap reaches the page (a capturing
 * listener on document, before any of the app's), the time the element at `selector` first reads
 * `full` (its `attribute`, or its text without one; a MutationObserver on its closest `root`), the
 * next animation frame, and the task after it: by then that frame's style, layout and paint have
 * run on the main thread, the nearest a script gets to the paint. Also the browser's own figure,
 * for the record: the Event Timing entry of the click, whose end is the presentation of the next
 * frame after its handlers, rounded to 8 ms and only reported over 16 ms.
 */
function armChangeWatch({ selector, attribute, full, root, waitMs }) {
  const watch = {
    tapAt: null,
    tapEventAt: null,
    clickAt: null,
    changedAt: null,
    frameAt: null,
    paintedAt: null,
    presentedAt: null,
  }
  let resolve
  window.__benchTapDone = new Promise((done) => (resolve = done))
  setTimeout(() => resolve(watch), waitMs)
  const onTap = (event) => {
    if (watch.tapAt !== null) return
    watch.tapAt = performance.now()
    // When the browser took the touch: the difference is the wait for the main thread.
    watch.tapEventAt = event.timeStamp
  }
  document.addEventListener('pointerdown', onTap, { capture: true })
  document.addEventListener(
    'click',
    (event) => {
      watch.clickAt ??= performance.now()
      onTap(event)
    },
    { capture: true },
  )
  // Looked up again at each change: a re-rendered part may have replaced the element.
  const reads = () => {
    const element = document.querySelector(selector)
    return attribute ? element?.getAttribute(attribute) : element?.textContent
  }
  const observer = new MutationObserver(() => {
    if (watch.changedAt !== null || reads() !== full) return
    watch.changedAt = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => {
      watch.frameAt = performance.now()
      // A message, not setTimeout: no 4 ms clamp, queued right behind the frame's rendering.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        watch.paintedAt = performance.now()
        // A moment for the Event Timing entry, which comes once the frame is presented.
        setTimeout(() => resolve(watch), 100)
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document.querySelector(selector).closest(root), {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    ...(attribute && { attributeFilter: [attribute] }),
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click') watch.presentedAt ??= entry.startTime + entry.duration
    }
  }).observe({ type: 'event', durationThreshold: 16 })
}

/**
 * Scrolls `target` (a locator) into view, lets the pictures it brings in settle, taps it and
 * returns, in ms from the tap reaching the page: tapToPaintMs (the frame in which `watch`'s element
 * reads `watch.full` rendered), tapToFrameMs (that frame started), tapToChangeMs (the element read
 * it), tapToPresentMs (Event Timing, null when not reported), tapToClickMs and inputDelayMs (from
 * the browser taking the touch to the listener). `watch`: { selector, attribute?, full, root }.
 */
export async function tapAndWatch(page, target, watch) {
  await target.scrollIntoViewIfNeeded({ timeout: 10_000 })
  await page.waitForTimeout(SCROLL_SETTLE_MS)
  await page.evaluate(armChangeWatch, { attribute: null, ...watch, waitMs: WAIT_MS })
  // A touch (the device has one): touchstart/pointerdown, touchend/pointerup, then the click.
  await target.tap({ timeout: 10_000 })
  // The page resolves it once the frame is rendered (or after WAIT_MS): no polling on the page.
  const w = await page.evaluate(() => window.__benchTapDone)
  if (w.tapAt === null) throw new Error(`${page.url()}: the tap never reached the page`)
  if (w.paintedAt === null) {
    throw new Error(
      `${page.url()}: ${watch.selector} did not read '${watch.full}' ${WAIT_MS} ms after the tap`,
    )
  }
  const since = (at) => at - w.tapAt
  return {
    tapToPaintMs: since(w.paintedAt),
    tapToFrameMs: since(w.frameAt),
    tapToChangeMs: since(w.changedAt),
    // Only when it is the frame of the change (updated in the click's handlers).
    tapToPresentMs:
      w.presentedAt !== null && w.presentedAt >= w.changedAt ? since(w.presentedAt) : null,
    tapToClickMs: w.clickAt === null ? null : since(w.clickAt),
    inputDelayMs: w.tapAt - w.tapEventAt,
  }
}

/**
 * Taps the first 'Adicionar ao Carrinho' of `page` (on the store page the first card that can be
 * bought, on the product page its one button) and returns, in ms from the tap reaching the page:
 * tapToBadgeMs (the frame showing 1 item rendered), tapToFrameMs (that frame started),
 * tapToChangeMs (the link said 1 item), tapToPresentMs (Event Timing, null when not reported), and
 * inputDelayMs (from the browser taking the touch to the listener).
 */
export async function measureTapToBadge(page) {
  const name = await page.locator(CART_LINK).getAttribute('aria-label', { timeout: 5_000 })
  if (name !== CART_EMPTY) {
    throw new Error(`${page.url()}: the cart link says '${name}' before the tap, not an empty cart`)
  }
  const button = page.getByRole('button', { name: BUTTON, exact: true }).first()
  const { tapToPaintMs, ...rest } = await tapAndWatch(page, button, {
    selector: CART_LINK,
    attribute: 'aria-label',
    full: CART_ONE,
    root: 'nav',
  })
  return { tapToBadgeMs: tapToPaintMs, ...rest }
}
