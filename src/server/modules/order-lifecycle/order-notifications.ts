import {
  cancellation,
  sameTrackingCode,
  stepReached,
  type OrderNotificationKind,
} from '#domain/orders/order-notifications.ts'
import { ORDER_STATUS, type OrderStatus, type StatusActor } from '#domain/orders/order-status.ts'
import { shortId } from '#domain/text.ts'
import { trackingUrl } from '#domain/orders/tracking.ts'
import { onlyDigits, whatsappChatUrl } from '#domain/whatsapp.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import { enqueueEmail, enqueueEmails } from '#server/mail/outbox.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { ownerEmails } from '#server/modules/accounts/owner-emails.ts'
import {
  findOrderForCustomerEmail,
  markNotified,
  wasNotified,
  type OrderForCustomerEmail,
} from './order-notifications-repository.ts'
import { findOrderLineUnits } from './order-units-repository.ts'

/** What the customer's order emails need from the shop: read when the e-mail is queued. */
export type OrderMailSettings = Shop & { trackingUrl: string | undefined; shopWhatsapp: string }

/** Where the order wing's routes and jobs find the shop for their e-mails (decision 037). */
export interface OrderMailSource {
  config: Pick<Config, 'publicUrl' | 'trackingUrl'>
  shopSettings: ShopSettingsReader
}

/** The shop as an order's e-mail shows it now: the panel's settings at this moment. */
export function orderMailSettings(source: OrderMailSource): OrderMailSettings {
  const settings = source.shopSettings.current()
  return {
    ...mailShop(source.config.publicUrl, settings),
    trackingUrl: source.config.trackingUrl,
    shopWhatsapp: settings.whatsapp,
  }
}

/** One status change, as moveOrder (or the 30-day check) just wrote it. */
export interface OrderMove {
  orderId: string
  fromStatus: OrderStatus
  toStatus: OrderStatus
  actor: StatusActor
}

/**
 * The shop's WhatsApp chat, opened with the order named, for the customer's e-mails; none without
 * the shop's WhatsApp number.
 */
export function orderContactUrl(
  orderId: string,
  settings: Pick<OrderMailSettings, 'shopWhatsapp'>,
) {
  const number = onlyDigits(settings.shopWhatsapp)
  if (!number) return null
  return whatsappChatUrl(number, `Olá! Sobre o meu pedido #${shortId(orderId)}:`)
}

/** The step's email for this order and move. */
async function sendStep(
  tx: Db,
  kind: OrderNotificationKind,
  order: OrderForCustomerEmail & { email: string },
  move: OrderMove,
  settings: OrderMailSettings,
) {
  const to = order.email
  // A blank name (an old row) greets 'Olá!' rather than fail the status change.
  const base = { name: order.name?.trim() || null, orderId: order.id }
  switch (kind) {
    case 'payment-confirmed': {
      const items = await emailItems(tx, order.id)
      const data = {
        ...base,
        totalCents: order.totalCents,
        paymentMethod: order.paymentMethod,
        ...(items.length > 0 ? { items } : {}),
      }
      return enqueueEmail(tx, { to, type: 'payment-confirmed', data }, settings)
    }
    case 'shipped': {
      const code = order.trackingCode?.trim() || null
      const data = {
        ...base,
        trackingCode: code,
        trackingUrl: trackingUrl(settings.trackingUrl, code),
      }
      return enqueueEmail(tx, { to, type: 'shipped', data }, settings)
    }
    case 'delivered': {
      const data = {
        ...base,
        assumed: move.actor === 'job',
        contactUrl: orderContactUrl(order.id, settings),
      }
      return enqueueEmail(tx, { to, type: 'delivered', data }, settings)
    }
    case 'cancelled': {
      const data = {
        ...base,
        totalCents: order.totalCents,
        paymentMethod: order.paymentMethod,
        ...cancellation({
          fromStatus: move.fromStatus,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
        }),
        contactUrl: orderContactUrl(order.id, settings),
      }
      return enqueueEmail(tx, { to, type: 'cancelled', data }, settings)
    }
  }
}

/**
 * The one place that decides the customer's email about a status change (decision 016), inside the
 * transaction that made it, with the order's row still locked. The step the order reached is
 * marked as told (with the steps it passed on the way); only when THIS call marked it is the email
 * queued, so each kind goes once per order however the owner toggles and however many instances
 * run. The email reads the order as the transaction has it: write what it tells (the tracking
 * code, the payment) before moving. No email when the buyer's account was deleted.
 */
export async function notifyOrderMoved(tx: Db, move: OrderMove, settings: OrderMailSettings) {
  const step = stepReached(move.toStatus)
  if (!step) return
  const marked = await markNotified(tx, move.orderId, [step.kind, ...step.passed])
  if (!marked.includes(step.kind)) return
  const order = await findOrderForCustomerEmail(tx, move.orderId)
  if (!order) return
  // The owner's 'pronto para preparar' goes with the customer's 'Pagamento confirmado' (decision 030),
  // even when the buyer's account was deleted: the order still has to be packed.
  if (step.kind === 'payment-confirmed') await tellOwnersPaid(tx, order, settings)
  if (!order.email) return
  await sendStep(tx, step.kind, { ...order, email: order.email }, move, settings)
}

/** The order's lines as its e-mails list them: '2 x Capa de Volante — 38 cm / Vermelha'. */
async function emailItems(tx: Db, orderId: string) {
  const lines = await findOrderLineUnits(tx, orderId)
  return lines.map((l) => ({
    name: nameWithVariant(l.productName, l.variantLabel),
    quantity: l.quantity,
  }))
}

/** 'Pagamento confirmado — pedido #… pronto para preparar', to every admin account. */
async function tellOwnersPaid(tx: Db, order: OrderForCustomerEmail, settings: OrderMailSettings) {
  const items = await emailItems(tx, order.id)
  const data = {
    orderId: order.id,
    customerName: order.name?.trim() || null,
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    ...(items.length > 0 ? { items } : {}),
  }
  const to = await ownerEmails(tx)
  await enqueueEmails(
    tx,
    to.map((address) => ({ to: address, type: 'order-paid-owner' as const, data })),
    settings,
  )
}

/** The order before setTrackingCode writes its code: the code it had, and whether it was shipped. */
export interface BeforeTrackingCode {
  orderId: string
  status: OrderStatus
  trackingCode: string | null
  shippedTold: boolean
}

/** Read under the order's row lock, before the new code is written. */
export async function beforeTrackingCode(
  tx: Db,
  order: { id: string; status: OrderStatus; trackingCode: string | null },
): Promise<BeforeTrackingCode> {
  return {
    orderId: order.id,
    status: order.status,
    trackingCode: order.trackingCode,
    shippedTold: await wasNotified(tx, order.id, 'shipped'),
  }
}

/**
 * After setTrackingCode wrote the code and moved the order to 'enviado'. An order not yet told it
 * shipped gets 'Pedido enviado' with the code (the move's email, or this one for an order that was
 * 'enviado' without being told). One already told gets 'Código de rastreio atualizado' when the
 * code differs from the one it had (trimmed), every time it does; the same code again, nothing.
 */
export async function notifyTrackingCode(
  tx: Db,
  before: BeforeTrackingCode,
  actor: StatusActor,
  settings: OrderMailSettings,
) {
  const { orderId } = before
  if (!before.shippedTold) {
    const move = { orderId, fromStatus: before.status, toStatus: ORDER_STATUS.shipped, actor }
    await notifyOrderMoved(tx, move, settings)
    return
  }
  const order = await findOrderForCustomerEmail(tx, orderId)
  const code = order?.trackingCode?.trim()
  if (!order?.email || !code || sameTrackingCode(before.trackingCode, code)) return
  const data = {
    name: order.name?.trim() || null,
    orderId,
    trackingCode: code,
    trackingUrl: trackingUrl(settings.trackingUrl, code),
    corrected: Boolean(before.trackingCode?.trim()),
  }
  await enqueueEmail(tx, { to: order.email, type: 'tracking-updated', data }, settings)
}
