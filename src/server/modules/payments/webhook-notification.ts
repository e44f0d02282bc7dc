import type { Context } from 'hono'
import { z } from 'zod'
import { invalid } from '#domain/errors.ts'

const bodySchema = z.looseObject({
  type: z.string().optional(),
  data: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }).optional(),
})

const RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/

interface Notification {
  /** 'payment', 'merchant_order', ...; 'ipn' for the legacy form (`topic=...&id=...`). */
  type: string
  dataId: string | undefined
}

export const invalidNotification = () => invalid('invalid-notification', 'Notificação inválida.')

/**
 * Mercado Pago's Webhooks notification: `?type=payment&data.id=...` and the same in the JSON body.
 * The query's data.id is the one the signature covers, so a body that names another is refused.
 * The legacy IPN form (`topic`, `id`) is unsigned and repeats what the Webhooks form says: it is
 * acknowledged and left alone (type 'ipn').
 */
export async function readNotification(c: Context): Promise<Notification> {
  const text = await c.req.text()
  let json: unknown = {}
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text)
    } catch {
      throw invalidNotification()
    }
  }
  const body = bodySchema.safeParse(json)
  if (!body.success) throw invalidNotification()
  const queryId = c.req.query('data.id')
  const bodyId = body.data.data?.id === undefined ? undefined : String(body.data.data.id)
  if (queryId !== undefined && bodyId !== undefined && queryId !== bodyId)
    throw invalidNotification()
  const dataId = queryId ?? bodyId
  if (dataId !== undefined && !RESOURCE_ID.test(dataId)) throw invalidNotification()
  const type = c.req.query('type') ?? body.data.type ?? (c.req.query('topic') ? 'ipn' : undefined)
  if (!type) throw invalidNotification()
  return { type, dataId }
}
