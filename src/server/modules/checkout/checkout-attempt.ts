import { createHash } from 'node:crypto'
import { DAY_MS } from '#domain/time.ts'
import { invalid, unprocessable } from '#domain/errors.ts'
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_MESSAGES,
  type CheckoutInput,
} from '#domain/schemas/checkout.ts'
import type { Db } from '#server/db/client.ts'
import { type OrderRow } from '#server/modules/charges/payable-order-repository.ts'
import { findOrderByAttempt } from './order-repository.ts'

/** The checkout attempt (Idempotency-Key) and the hash of its body, kept on the order. */
export interface CheckoutAttempt {
  key: string
  requestHash: string
}

/** How long a checkout attempt's key returns its order. */
const ATTEMPT_TTL_MS = DAY_MS

/**
 * The attempt named by the Idempotency-Key header, with a hash of the validated body (its keys in
 * the schema's order, so the same cart always hashes the same). Undefined without the header.
 */
export function readCheckoutAttempt(
  header: string | undefined,
  input: CheckoutInput,
): CheckoutAttempt | undefined {
  if (header === undefined) return undefined
  if (!CHECKOUT_ATTEMPT_KEY.test(header)) {
    throw invalid('attempt-key-invalid', CHECKOUT_MESSAGES.attemptKeyInvalid)
  }
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url')
  return { key: header, requestHash }
}

/**
 * The order this attempt already placed: the same key with the same body within 24 h. The same
 * key with another body, or later, is refused (422) so it can never stand for two carts.
 */
export async function placedByAttempt(
  db: Db,
  userId: string,
  attempt: CheckoutAttempt,
  now = new Date(),
): Promise<OrderRow | undefined> {
  const order = await findOrderByAttempt(db, userId, attempt.key)
  if (!order) return undefined
  if (order.requestHash !== attempt.requestHash) {
    throw unprocessable('attempt-reused', CHECKOUT_MESSAGES.attemptReused)
  }
  if (now.getTime() - order.createdAt.getTime() > ATTEMPT_TTL_MS) {
    throw unprocessable('attempt-expired', CHECKOUT_MESSAGES.attemptExpired)
  }
  return order
}
