import { MercadoPagoConfig, MPNotFoundError, Payment, Preference } from 'mercadopago'
import { DomainError } from '#domain/errors.ts'
import { centsToDecimalString } from '#domain/money.ts'
import type { Config } from '#server/config.ts'
import type { PaymentProvider, PreferenceRequest } from './provider.ts'

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
    ...(https
      ? {
          auto_return: 'approved',
          notification_url: `${config.publicUrl}/api/webhooks/mercadopago`,
        }
      : {}),
    payer: { email: req.payerEmail },
  }
}

export function createMercadoPagoProvider(config: Config, accessToken: string): PaymentProvider {
  // A checkout waits on this call: fail in seconds rather than the SDK's default minute.
  const client = new MercadoPagoConfig({
    accessToken,
    options: { timeout: 10_000, maxRetries: 2, initialDelay: 500, maxDelay: 2_000 },
  })
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
        console.error('[pagamentos] Mercado Pago recusou a preferência:', describe(error))
        throw preferenceFailed()
      }
    },

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
