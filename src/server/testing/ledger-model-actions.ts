import fc from 'fast-check'
import { ORDER_STATUSES, type OrderStatus } from '#domain/order-status.ts'

/** The regular products of the model (index 3 is one more, made to order) and their opening stock. */
export const PRODUCTS = 3 // regular ones; one more, made to order, never holds stock
export const OPENING = [6, 3, 10]

export type Action =
  | { kind: 'place'; customer: 0 | 1; lines: [number, number][]; card: boolean; key: string | null }
  | { kind: 'double-place'; lines: [number, number][]; key: string }
  | { kind: 'status'; order: number; status: OrderStatus }
  | { kind: 'track'; order: number }
  | { kind: 'delete'; order: number }
  | { kind: 'load-form'; product: number; tab: 0 | 1 }
  | { kind: 'save-form'; product: number; tab: 0 | 1; change: number; adjustment: boolean }
  | { kind: 'payment'; order: number; status: 'approved' | 'refunded' | 'cancelled' }
  | { kind: 'delivery-check' }

const line = fc.tuple(fc.integer({ min: 0, max: PRODUCTS }), fc.integer({ min: 1, max: 4 }))
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
    weight: 2,
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
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'delivery-check' as const }) },
)
