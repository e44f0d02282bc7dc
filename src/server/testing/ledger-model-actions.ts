import fc from 'fast-check'
import { ORDER_STATUSES, type OrderStatus } from '#domain/orders/order-status.ts'

/** The regular products of the model (index 3 is one more, made to order) and their opening stock. */
export const PRODUCTS = 3 // regular ones; one more, made to order, never holds stock
export const OPENING = [5, 2, 10]
/**
 * Product 0 in two sizes (decision 053): its one variant becomes 'P' with the opening stock, and
 * 'G' is added with these units; a line's third number picks the variant.
 */
export const SECOND_VARIANT_UNITS = 3

/** [product, quantity, variant] (the variant an index into the product's, for one that has some). */
export type Line = [number, number] | [number, number, number]

export type Action =
  | { kind: 'place'; customer: 0 | 1; lines: Line[]; card: boolean; key: string | null }
  | { kind: 'double-place'; lines: Line[]; key: string }
  | { kind: 'status'; order: number; status: OrderStatus }
  | { kind: 'track'; order: number }
  | { kind: 'delete'; order: number }
  | { kind: 'load-form'; product: number; tab: 0 | 1 }
  | { kind: 'save-form'; product: number; tab: 0 | 1; change: number; adjustment: boolean }
  | {
      kind: 'payment'
      order: number
      status: 'approved' | 'refunded' | 'cancelled'
      /** A second payment of the order (another id): money after a refund (decision 041). */
      another?: boolean
    }
  | { kind: 'delivery-check' }
  | { kind: 'returned'; order: number }
  | { kind: 'refund'; order: number; byPix: boolean }

const line = fc.tuple(
  fc.integer({ min: 0, max: PRODUCTS }),
  fc.integer({ min: 1, max: 4 }),
  fc.nat({ max: 1 }),
)
const lines = fc.array(line, { minLength: 1, maxLength: 3 })
const key = fc.stringMatching(/^[a-z0-9]{12}$/)
const order = fc.nat({ max: 20 })
/** Two product forms open at once: two admins, or two browser tabs. */
const tab = fc.constantFrom(0 as const, 1 as const)

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      customer: fc.constantFrom(0 as const, 1 as const),
      lines,
      card: fc.boolean(),
      key: fc.option(key),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('double-place' as const), lines, key }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order,
      status: fc.constantFrom(...ORDER_STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('track' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), order }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('load-form' as const),
      product: fc.nat({ max: PRODUCTS - 1 }),
      tab,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('save-form' as const),
      product: fc.nat({ max: PRODUCTS - 1 }),
      tab,
      change: fc.integer({ min: -4, max: 4 }),
      adjustment: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      order,
      status: fc.constantFrom('approved' as const, 'refunded' as const, 'cancelled' as const),
      another: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'delivery-check' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('returned' as const), order }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), order, byPix: fc.boolean() }),
  },
)

/** `order` of the order placed last. */
export const LAST_ORDER = -1

const regular = fc.nat({ max: PRODUCTS - 1 })
const change = fc.integer({ min: -4, max: 4 })

/**
 * Stories that random single actions reach too rarely, with random products and quantities, to be
 * mixed with the rest: money for an order cancelled while another customer bought its units (a
 * reopening or a refund due), two forms on one product saved one after the other (the second
 * is stale), a withdrawal after shipping (decision 039): paid by the provider or by hand, shipped,
 * the parcel back and the money back in either order, the owner perhaps moving it on after; and
 * money after a refund (decision 041): a card order paid, refunded, then paid again by a payment of
 * its own, the owner perhaps moving it on.
 */
const stories: fc.Arbitrary<Action[]> = fc.oneof(
  fc
    .record({
      product: regular,
      quantity: fc.integer({ min: 1, max: 3 }),
      byPix: fc.boolean(),
      refundFirst: fc.boolean(),
      after: fc.option(fc.constantFrom(...ORDER_STATUSES)),
    })
    .map(({ product, quantity, byPix, refundFirst, after }): Action[] => {
      const back: Action[] = [
        { kind: 'returned', order: LAST_ORDER },
        { kind: 'refund', order: LAST_ORDER, byPix },
      ]
      return [
        { kind: 'place', customer: 0, lines: [[product, quantity]], card: !byPix, key: null },
        byPix
          ? { kind: 'status', order: LAST_ORDER, status: 'pago' }
          : { kind: 'payment', order: LAST_ORDER, status: 'approved' },
        { kind: 'status', order: LAST_ORDER, status: 'enviado' },
        ...(refundFirst ? back.reverse() : back),
        ...(after ? [{ kind: 'status' as const, order: LAST_ORDER, status: after }] : []),
      ]
    }),
  fc
    .record({
      product: regular,
      quantity: fc.integer({ min: 1, max: 3 }),
      other: fc.nat({ max: 3 }),
    })
    .map(({ product, quantity, other }): Action[] => {
      const theirs: Action[] =
        other > 0
          ? [{ kind: 'place', customer: 1, lines: [[product, other]], card: false, key: null }]
          : []
      return [
        { kind: 'place', customer: 0, lines: [[product, quantity]], card: true, key: null },
        { kind: 'status', order: LAST_ORDER, status: 'cancelado' },
        ...theirs,
        { kind: 'payment', order: LAST_ORDER - theirs.length, status: 'approved' },
      ]
    }),
  fc
    .record({
      product: regular,
      quantity: fc.integer({ min: 1, max: 3 }),
      shipped: fc.boolean(),
      after: fc.option(fc.constantFrom(...ORDER_STATUSES)),
    })
    .map(({ product, quantity, shipped, after }): Action[] => [
      { kind: 'place', customer: 0, lines: [[product, quantity]], card: true, key: null },
      { kind: 'payment', order: LAST_ORDER, status: 'approved' },
      ...(shipped
        ? [{ kind: 'status' as const, order: LAST_ORDER, status: 'enviado' as const }]
        : []),
      { kind: 'refund', order: LAST_ORDER, byPix: false },
      { kind: 'payment', order: LAST_ORDER, status: 'approved', another: true },
      ...(after ? [{ kind: 'status' as const, order: LAST_ORDER, status: after }] : []),
    ]),
  fc.record({ product: regular, first: change, second: change, adjustment: fc.boolean() }).map(
    ({ product, first, second, adjustment }) =>
      [
        { kind: 'load-form', product, tab: 0 },
        { kind: 'load-form', product, tab: 1 },
        { kind: 'save-form', product, tab: 0, change: first, adjustment },
        { kind: 'save-form', product, tab: 1, change: second, adjustment },
      ] satisfies Action[],
  ),
)

/** A run: batches of actions (one action each on PGlite; up to `width` sent at once otherwise). */
export function sequenceArb(width: number): fc.Arbitrary<Action[][]> {
  const batch = fc.array(actionArb, { minLength: 1, maxLength: width })
  const step = fc.oneof(
    { weight: 6, arbitrary: batch.map((b) => [b]) },
    { weight: 1, arbitrary: stories.map((story) => story.map((a) => [a])) },
  )
  return fc.array(step, { minLength: 5, maxLength: 25 }).map((steps) => steps.flat())
}
