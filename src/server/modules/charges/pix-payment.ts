import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { shortId } from '#domain/text.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import type { Config } from '#server/config.ts'
import { mailShop } from '#server/mail/mail-shop.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmails, outboxEmail, type EmailToSend } from '#server/mail/outbox.ts'
import {
  PixChargeError,
  type PaymentProvider,
} from '#server/modules/payments/providers/provider.ts'
import { staticPixCode } from '#server/modules/payments/providers/static-pix.ts'
import { findOrderForCustomerEmail } from '#server/modules/order-lifecycle/order-notifications-repository.ts'
import { findOrderItems, type OrderRow } from './payable-order-repository.ts'
import {
  claimPixAttempt,
  findPixState,
  recordPixCharge,
  recordPixChargeFailed,
  takeSettledOrderCharge,
} from './pix-charge-repository.ts'
import { logger } from '#server/logging/logger.ts'

/** Mercado Pago could not make the charge: the order stays, 'Pagar novamente' asks again. */
export const PIX_START_FAILED =
  "Não foi possível gerar o código PIX agora. Tente de novo em instantes com 'Pagar novamente'."

const MINUTE = 60_000

export type PixStart = 'live' | 'static' | 'failed' | 'not-payable'

/**
 * The customer's 'pedido recebido' of a dynamic PIX order, as the checkout built it: queued here
 * once the charge brings its code.
 */
export type OrderConfirmation = EmailToSend<'order-confirmation'>

interface PixDeps {
  db: Db
  config: Config
  shopSettings: ShopSettingsReader
  provider: PaymentProvider
}

/**
 * Makes the order's PIX charge, outside any transaction (no lock waits on the network): takes the
 * next attempt (or finds the charge still payable), asks the provider, records what it answered.
 * Never throws for the provider's sake: 'failed' leaves the order 'pendente' with nothing
 * half-made, and the customer may ask again. The first attempt's result sends the order's
 * confirmation email, with the code (or saying how to get one).
 */
export async function startPixCharge(
  deps: PixDeps,
  orderId: string,
  payerEmail: string,
  now = new Date(),
): Promise<PixStart> {
  const claim = await claimPixAttempt(deps.db, orderId, now)
  if (!claim) {
    const order = await findPixState(deps.db, orderId)
    return order?.pixCharge === 'live' && order.status === ORDER_STATUS.pending
      ? 'live'
      : 'not-payable'
  }
  return (await makeCharge(deps, { orderId, ...claim }, payerEmail, now)).started
}

/**
 * The first charge of an order placeOrder just placed with its attempt 1 taken (so no claim to
 * make): as startPixCharge, with the confirmation it already knows (no reads). `order`: the order
 * as the charge left it, when recorded.
 */
export function chargePlacedOrder(
  deps: PixDeps,
  order: Pick<OrderRow, 'id' | 'pixAttempt' | 'totalCents'>,
  confirmation: OrderConfirmation,
  now = new Date(),
): Promise<{ started: PixStart; order?: OrderRow }> {
  const attempt = { orderId: order.id, attempt: order.pixAttempt, totalCents: order.totalCents }
  return makeCharge(deps, attempt, confirmation.to, now, confirmation)
}

/** Asks the provider for the attempt's charge and records the answer (see startPixCharge). */
async function makeCharge(
  { db, config, shopSettings, provider }: PixDeps,
  { orderId, attempt, totalCents }: { orderId: string; attempt: number; totalCents: number },
  payerEmail: string,
  now: Date,
  known?: OrderConfirmation,
): Promise<{ started: PixStart; order?: OrderRow }> {
  // The shop's name, key and e-mail identity as they are now (the panel's: decision 037).
  const settings = shopSettings.current()
  const shop = mailShop(config.publicUrl, settings)
  const first = attempt === 1
  const confirmation = (pix: ChargeNews) =>
    first ? confirmationEmail(db, orderId, pix, known) : Promise.resolve(undefined)
  try {
    // The shop lost its Mercado Pago settings since the order was placed: the static BR Code.
    if (!provider.createPixCharge) throw new PixChargeError('no-pix-key', 'sem Mercado Pago')
    const charge = await provider.createPixCharge({
      orderId,
      attempt,
      amountCents: totalCents,
      payerEmail,
      description: `Pedido #${shortId(orderId)} - ${settings.name}`,
      expiresAt: new Date(now.getTime() + config.pixExpiryMinutes * MINUTE),
    })
    const email = await confirmation(chargeNews(charge))
    const emails = email ? [outboxEmail(email, shop)] : []
    return { started: 'live', order: await recordPixCharge(db, orderId, attempt, charge, emails) }
  } catch (error) {
    const reason = error instanceof PixChargeError ? error.reason : 'unavailable'
    const fallback =
      reason === 'no-pix-key'
        ? staticPixCode({ production: config.production, shop: settings }, orderId, totalCents)
        : undefined
    if (reason === 'no-pix-key') {
      logger.warn(
        `[pagamentos] a conta do Mercado Pago não tem chave PIX cadastrada: o pedido #${shortId(orderId)} ${
          fallback
            ? 'recebe o código PIX estático (PIX_KEY), confirmado à mão'
            : 'fica sem código PIX (defina PIX_KEY para o código estático)'
        }. Cadastre uma chave PIX na conta do Mercado Pago para a confirmação automática.`,
      )
    } else {
      logger.error(
        `[pagamentos] cobrança PIX do pedido #${shortId(orderId)} não criada: ${String(
          error instanceof Error ? error.message : error,
        )}`,
      )
    }
    const email = await confirmation(fallback ? { pixCode: fallback } : { pixUnavailable: true })
    await db.transaction(async (tx) => {
      if (!(await recordPixChargeFailed(tx, orderId, attempt, fallback))) return
      if (email) await enqueueEmails(tx, [email], shop)
    })
    return { started: fallback ? 'static' : 'failed' }
  }
}

/** What the first attempt's result adds to the customer's 'pedido recebido'. */
type ChargeNews = { pixCode?: string; pixExpiresAt?: string; pixUnavailable?: boolean }

/** A charge made: its code and when it ends, as the customer's 'pedido recebido' shows them. */
export const chargeNews = (charge: { code: string; expiresAt: Date }): ChargeNews => ({
  pixCode: charge.code,
  pixExpiresAt: charge.expiresAt.toISOString(),
})

/** The checkout's 'pedido recebido' with what the first charge added (also the benchmark's). */
export const withChargeNews = (known: OrderConfirmation, pix: ChargeNews): OrderConfirmation => ({
  ...known,
  data: { ...known.data, ...pix },
})

/**
 * The customer's 'pedido recebido' of a dynamic PIX order, once its first charge is settled: from
 * what the checkout `known`, else read from the order (the reconciliation job's retry); undefined
 * when the order has no one to send it to (the account was deleted).
 */
async function confirmationEmail(
  db: Db,
  orderId: string,
  pix: ChargeNews,
  known?: OrderConfirmation,
): Promise<OrderConfirmation | undefined> {
  if (known) return withChargeNews(known, pix)
  const order = await findOrderForCustomerEmail(db, orderId)
  if (!order?.email || !order.name) return undefined
  const items = await findOrderItems(db, orderId)
  return {
    to: order.email,
    type: 'order-confirmation',
    data: {
      orderId,
      name: order.name,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      items: items.map((item) => ({
        name: nameWithVariant(item.productName, item.variantLabel),
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
      ...pix,
    },
  }
}

/**
 * After the owner moved an order out of 'Aguardando Pagamento' (paid some other way, cancelled) or
 * deleted it: its PIX charge, if live, is ended at the provider, so the customer cannot pay it
 * too. Best effort: if Mercado Pago cannot be reached, it is logged, and money that still arrives
 * follows the late-payment rule (reopen, or the refund mark and the owner's email).
 */
export async function endSettledCharge(
  deps: Pick<PixDeps, 'db' | 'provider'>,
  orderId: string,
  deletedPaymentId?: string | null,
) {
  const paymentId = deletedPaymentId ?? (await takeSettledOrderCharge(deps.db, orderId))
  if (!paymentId || !deps.provider.cancelPixCharge) return
  try {
    await deps.provider.cancelPixCharge(paymentId)
  } catch (error) {
    logger.warn(
      `[pagamentos] a cobrança PIX ${paymentId} do pedido #${shortId(orderId)} não foi cancelada no Mercado Pago: ${String(
        error instanceof Error ? error.message : error,
      )}`,
    )
  }
}
