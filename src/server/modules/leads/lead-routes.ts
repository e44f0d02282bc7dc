import { Hono } from 'hono'
import { invalid, invalidField } from '#domain/errors.ts'
import { LEAD_MESSAGES, leadInputSchema, type LeadInput } from '#domain/schemas/lead.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { clientIp, enforceRateLimit, type Limit } from '#server/modules/accounts/rate-limit.ts'
import { findProduct } from '#server/modules/products/product-repository.ts'
import { isOneVariant, listVariants } from '#server/modules/products/variant-repository.ts'
import { upsertLead } from './lead-repository.ts'

/** Per client address: plenty for a person, a wall for a script. */
export const LEAD_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 }

const productNotFound = () => invalid('product-not-found', LEAD_MESSAGES.product)

/**
 * The variant a lead names: one of the product's, offered (an 'Avise-me' for one out of stock);
 * none for the product as a whole, or for its one variant, as leads before variants are.
 */
async function askedVariant(db: Db, input: LeadInput): Promise<string | null> {
  const { productId, variantId } = input
  if (variantId === undefined) return null
  if (variantId === productId && (await isOneVariant(db, productId))) return null
  return offeredVariant(db, productId, variantId)
}

async function offeredVariant(db: Db, productId: string, variantId: string) {
  const [variant] = (await listVariants(db, [productId])).filter((v) => v.id === variantId)
  if (!variant?.offered)
    throw invalidField('variant-unavailable', LEAD_MESSAGES.variant, 'variantId')
  return variant.id
}

/** 'Avise-me' and 'Interessado': open to visitors. */
export function leadRoutes(deps: { db: Db; config: Pick<Config, 'trustProxy'> }) {
  const { db, config } = deps
  return new Hono<AppEnv>().post('/', validate('json', leadInputSchema), async (c) => {
    await enforceRateLimit(db, [[`lead:ip:${clientIp(c, config.trustProxy)}`, LEAD_LIMIT]])
    const input = c.req.valid('json')
    const product = await findProduct(db, input.productId)
    if (!product) throw productNotFound()
    const kind = product.isCustomOrder ? 'interest' : 'notify'
    const variantId = await askedVariant(db, input)
    try {
      const row = await upsertLead(db, { ...input, variantId, kind })
      return c.json(
        {
          lead: {
            id: row.id,
            productId: row.productId,
            variantId: row.variantId,
            kind: row.kind,
            createdAt: row.createdAt.toISOString(),
          },
        },
        201,
      )
    } catch (error) {
      // The product (or the variant) was deleted between the lookup and the insert.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw productNotFound()
      throw error
    }
  })
}
