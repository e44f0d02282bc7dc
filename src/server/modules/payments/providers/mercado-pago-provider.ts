import {
  MercadoPagoConfig,
  MercadoPagoError,
  MPNotFoundError,
  Payment,
  Preference,
} from 'mercadopago'
import { BRASILIA_OFFSET_MS } from '#domain/time.ts'
import { DomainError } from '#domain/errors.ts'
import { centsToDecimalString } from '#domain/money.ts'
import type { Config } from '#server/config.ts'
import { pixChargeKey } from '#domain/orders/pix-charge.ts'
import { mercadoPagoRefunds, type RefundTiming } from './mercado-pago-refunds.ts'
import {
  PixChargeError,
  type PaymentProvider,
  type PixChargeRequest,
  type PreferenceRequest,
} from './provider.ts'
import { logger } from '#server/logging/logger.ts'

type PreferenceUpdate = Parameters<Preference['update']>[0]['updatePreferenceRequest']

const PREFERENCE_FAILED_MESSAGE = 'Erro ao criar nova preferência de pagamento'

// Mercado Pago's own ids are digits; anything else is not theirs and never reaches their API.
const PAYMENT_ID = /^\d{1,30}$/

/** Not our bug and nothing the customer can fix by resending: a 409, never a 5xx with details. */
const preferenceFailed = () =>
  new DomainError('conflict', 'payment-preference-failed', PREFERENCE_FAILED_MESSAGE)

function preferenceBody(config: Config, req: PreferenceRequest) {
  const ordersUrl = `${config.publicUrl}/orders`
  // An approved payment comes back to the checkout's 'Pagamento Confirmado!' view; the rest to /orders.
  const confirmedUrl = `${config.publicUrl}/checkout?status=approved`
  // Mercado Pago refuses a preference whose notification_url or auto_return back_url is not
  // https; a local trial with test credentials (http://localhost) still gets a working checkout.
  const https = config.publicUrl.startsWith('https://')
  return {
    items: req.items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      unit_price: Number(centsToDecimalString(item.unitPriceCents)),
      currency_id: 'BRL',
      ...(item.pictureUrl && /^https?:\/\//.test(item.pictureUrl)
        ? { picture_url: item.pictureUrl }
        : {}),
    })),
    external_reference: req.orderId,
    back_urls: { success: confirmedUrl, pending: ordersUrl, failure: ordersUrl },
    ...(https ? { auto_return: 'approved', ...notificationUrl(config) } : {}),
    payer: { email: req.payerEmail },
    // The preference takes payments until CARD_EXPIRY_MINUTES after it was made; then the job
    // cancels the order if nothing came (decision 027).
    expires: true,
    expiration_date_from: mercadoPagoDate(req.opensAt),
    expiration_date_to: mercadoPagoDate(req.expiresAt),
    // The method is the card: a boleto or a lottery-house payment would be 'pending' for days,
    // past the preference's end.
    payment_methods: { excluded_payment_types: CARD_ONLY_EXCLUDED_TYPES.map((id) => ({ id })) },
  }
}

/** Mercado Pago's payment types for cash payments: boleto ('ticket') and ATM / lottery ('atm'). */
export const CARD_ONLY_EXCLUDED_TYPES = ['ticket', 'atm'] as const

/** Where Mercado Pago posts its notifications; only an https address is accepted there. */
function notificationUrl(config: Config) {
  return config.publicUrl.startsWith('https://')
    ? { notification_url: `${config.publicUrl}/api/webhooks/mercadopago` }
    : {}
}

/**
 * Mercado Pago's date format (yyyy-MM-dd'T'HH:mm:ss.SSSz), in Brasília time (UTC-3, no daylight
 * saving since 2019): 2026-11-24T18:30:00.000-03:00.
 */
export function mercadoPagoDate(date: Date): string {
  const brasilia = new Date(date.getTime() - BRASILIA_OFFSET_MS)
  return brasilia.toISOString().replace('Z', '-03:00')
}

/** Payments API body of a PIX charge (POST /v1/payments, payment_method_id 'pix'). */
export function pixChargeBody(config: Config, req: PixChargeRequest) {
  return {
    transaction_amount: Number(centsToDecimalString(req.amountCents)),
    description: req.description,
    payment_method_id: 'pix',
    external_reference: req.orderId,
    date_of_expiration: mercadoPagoDate(req.expiresAt),
    ...notificationUrl(config),
    payer: { email: req.payerEmail },
  }
}

/** Mercado Pago's answer when the account has no PIX key: cause 13253 'Collector user without key enabled for QR render'. */
function isMissingPixKey(error: unknown): boolean {
  if (!(error instanceof MercadoPagoError)) return false
  const causes = error.causes.map((cause) => JSON.stringify(cause))
  return (
    causes.some((cause) => cause.includes('13253')) ||
    /without key enabled for QR render/i.test(`${error.message} ${causes.join(' ')}`)
  )
}

export function createMercadoPagoProvider(
  config: Config,
  accessToken: string,
  /** Tests shorten the refund's waits; the shop runs on REFUND_TIMING. */
  options: { refundTiming?: RefundTiming } = {},
): PaymentProvider {
  // A checkout waits on this call: fail in seconds rather than the SDK's default minute. The SDK
  // keeps a call's requestOptions in its config for good: a key on a shared config would go with
  // every later POST and PUT (answered as that call). A call with a key gets a config of its own.
  const ownConfig = () =>
    new MercadoPagoConfig({
      accessToken,
      options: { timeout: 10_000, maxRetries: 2, initialDelay: 500, maxDelay: 2_000 },
    })
  const client = ownConfig()
  const preferences = new Preference(client)
  const payments = new Payment(client)

  return {
    async createPreference(req) {
      try {
        const created = await preferences.create({ body: preferenceBody(config, req) })
        const checkoutUrl = created.init_point ?? created.sandbox_init_point
        if (!created.id || !checkoutUrl) throw new Error('preferência sem id ou init_point')
        return {
          provider: 'mercadopago',
          preferenceId: created.id,
          checkoutUrl,
          publicKey: config.mercadoPago.publicKey ?? null,
        }
      } catch (error) {
        logger.error(`[pagamentos] Mercado Pago recusou a preferência: ${describe(error)}`)
        throw preferenceFailed()
      }
    },

    async createPixCharge(req) {
      let created
      try {
        created = await new Payment(ownConfig()).create({
          body: pixChargeBody(config, req),
          // The same attempt asked again (a retry, another instance) is the same payment there.
          requestOptions: { idempotencyKey: pixChargeKey(req.orderId, req.attempt) },
        })
      } catch (error) {
        if (isMissingPixKey(error)) {
          throw new PixChargeError('no-pix-key', 'a conta do Mercado Pago não tem chave PIX')
        }
        throw new PixChargeError(
          'unavailable',
          `Mercado Pago recusou a cobrança PIX: ${describe(error)}`,
        )
      }
      const code = created.point_of_interaction?.transaction_data?.qr_code
      const expiresAt = created.date_of_expiration
        ? new Date(created.date_of_expiration)
        : req.expiresAt
      if (created.id === undefined || !code || Number.isNaN(expiresAt.getTime())) {
        throw new PixChargeError(
          'unavailable',
          'Mercado Pago respondeu a cobrança PIX sem id ou código',
        )
      }
      return { paymentId: String(created.id), code, expiresAt }
    },

    async cancelPixCharge(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return
      // PUT /v1/payments/{id} with status 'cancelled': a pending PIX can no longer be paid.
      await payments.cancel({ id: paymentId })
    },

    async expirePreference(preferenceId, at) {
      // PUT /checkout/preferences/{id}: the window's end moved to `at`, no payment after it. The
      // API takes only the fields to change; the SDK's type asks for items as creation does.
      const change = { expires: true, expiration_date_to: mercadoPagoDate(at) }
      await preferences.update({
        id: preferenceId,
        updatePreferenceRequest: change as PreferenceUpdate,
      })
    },

    async findOrderPayments(orderId) {
      try {
        const found = await payments.search({
          options: { external_reference: orderId, sort: 'date_created', criteria: 'desc' },
        })
        return (found.results ?? []).flatMap((payment) =>
          payment.id !== undefined && payment.status && payment.external_reference === orderId
            ? [
                {
                  id: String(payment.id),
                  status: payment.status,
                  orderId,
                  amountCents: centsOf(payment.transaction_amount),
                  methodId: payment.payment_method_id ?? null,
                },
              ]
            : [],
        )
      } catch (error) {
        throw new Error(
          `Mercado Pago: pagamentos do pedido ${orderId} indisponíveis: ${describe(error)}`,
        )
      }
    },

    ...mercadoPagoRefunds(accessToken, options.refundTiming),

    async getPayment(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return null
      try {
        const payment = await payments.get({ id: paymentId })
        if (payment.id === undefined || !payment.status) return null
        return {
          id: String(payment.id),
          status: payment.status,
          orderId: payment.external_reference || null,
          amountCents: centsOf(payment.transaction_amount),
          methodId: payment.payment_method_id ?? null,
        }
      } catch (error) {
        if (error instanceof MPNotFoundError) return null
        // Thrown on: the webhook answers 500 (no details) and Mercado Pago retries later.
        throw new Error(`Mercado Pago: pagamento ${paymentId} indisponível: ${describe(error)}`)
      }
    },
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Mercado Pago's amounts are reais with centavos as decimals (189.9): back to integer centavos. */
function centsOf(amount: unknown): number | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null
}
