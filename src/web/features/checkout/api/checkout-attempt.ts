/**
 * The Idempotency-Key of POST /api/orders: one per checkout attempt. The same body sent again (a
 * retry after a network error, a double tap) keeps its key, so the server answers with the order
 * it may already have placed instead of a second one; another body, or the next purchase after a
 * placed order, is a new attempt. Kept for the page's life, so leaving the payment step and coming
 * back with the same cart is still the same attempt.
 */
let current: { body: string; key: string } | undefined

export function checkoutAttemptKey(body: unknown): string {
  const text = JSON.stringify(body)
  if (current?.body !== text) current = { body: text, key: newKey() }
  return current.key
}

// randomUUID exists only on https (and localhost): the shop opened by IP on a LAN has none.
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The attempt is over (its order was placed, or the server refused its key): start afresh. */
export function endCheckoutAttempt(): void {
  current = undefined
}
