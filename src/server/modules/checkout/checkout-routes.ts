import { Hono } from 'hono'
import { checkoutSchema } from '#domain/schemas/checkout.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireUser } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { checkout, retryPayment, type CheckoutDeps } from './checkout.ts'

/** /api/orders for a signed-in customer: place an order, and pay again for one (checkout.ts). */
export function orderRoutes(deps: CheckoutDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', validate('json', checkoutSchema), async (c) => {
      const attemptKey = c.req.header('idempotency-key')
      const placed = await checkout(deps, c.get('user')!, c.req.valid('json'), attemptKey)
      return c.json({ order: placed.order }, placed.status)
    })
    .post('/:id/retry-payment', async (c) =>
      c.json(await retryPayment(deps, c.get('user')!, c.req.param('id'))),
    )
}
