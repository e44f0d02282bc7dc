import { Hono } from 'hono'
import { invalidField } from '#domain/errors.ts'
import { datedOptions } from '#domain/delivery/freight-dates.ts'
import { quoteFreight } from '#domain/delivery/freight-quote.ts'
import { freightQuoteSchema } from '#domain/schemas/freight-quote.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { clientIp, enforceRateLimit, type Limit } from '#server/modules/accounts/rate-limit.ts'
import { mergeLines, priceLines } from '#server/modules/checkout/priced-lines.ts'
import { latestFreightRules } from './freight-repository.ts'

/** A customer tries a few CEPs on a few pages; a script asking thousands is held off. */
export const FREIGHT_QUOTE_LIMIT: Limit = { max: 60, windowMs: 10 * 60_000 }

/**
 * 'Calcular frete e prazo' (decision 054): the ways the cart reaches a CEP under the shop's rules,
 * each with its price and the days between which it arrives ('Chega entre 12 e 15 de dez.'),
 * cheapest first. The lines are priced as the checkout prices them (a product gone or a variant
 * not offered is refused the same way); the subtotal is theirs, the slowest production among
 * them counts. Public, limited per address; never cached by the browser (the dates change at
 * midnight, the rules with a save).
 */
export function freightQuoteRoutes(deps: {
  db: Db
  config: Pick<Config, 'trustProxy'>
  now?: () => Date
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  return new Hono<AppEnv>().post(
    '/quote',
    validate('json', freightQuoteSchema, true),
    async (c) => {
      await enforceRateLimit(db, [
        [`freight:ip:${clientIp(c, deps.config.trustProxy)}`, FREIGHT_QUOTE_LIMIT],
      ])
      const { cep, items } = c.req.valid('json')
      const lines = await priceLines(db, mergeLines(items))
      const { rules } = await latestFreightRules(db)
      const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
      const quote = quoteFreight(rules, { cep, subtotalCents })
      if (!quote.ok) throw invalidField('freight-cep', quote.message, 'cep')
      const productionDays = Math.max(0, ...lines.map((l) => l.product.productionDays))
      c.header('Cache-Control', 'no-store')
      return c.json({
        uf: quote.uf,
        subtotalCents,
        productionDays,
        options: datedOptions(quote.options, { orderedAt: now(), productionDays, rules }),
      })
    },
  )
}
