// What the shop asks of a payment provider and what it answers (decision 031: the interface alone,
// so the three providers import it without a circle; provider-factory.ts picks one).

export interface PreferenceRequest {
  orderId: string
  items: {
    id: string
    title: string
    quantity: number
    unitPriceCents: number
    pictureUrl?: string
  }[]
  payerEmail: string
  /** When the preference starts and stops taking payments (CARD_EXPIRY_MINUTES later). */
  opensAt: Date
  expiresAt: Date
}

export interface CardCheckout {
  provider: 'mercadopago' | 'simulated'
  preferenceId: string
  checkoutUrl: string
  publicKey: string | null
}

/** A dynamic PIX charge to create for an order (decision 018). */
export interface PixChargeRequest {
  orderId: string
  /** 1 for the order's first charge; the idempotency key is made of the order and this. */
  attempt: number
  amountCents: number
  payerEmail: string
  /** What the bank app shows the payer ('Pedido #3f2a9b1c - Vitrine'). */
  description: string
  expiresAt: Date
}

/** A charge the provider created: what the customer pays and until when. */
export interface PixCharge {
  paymentId: string
  /** The BR Code (PIX Copia e Cola) the provider returned; the QR code shows the same text. */
  code: string
  expiresAt: Date
}

/**
 * Why a charge could not be made: the provider could not be reached or answered an error
 * ('unavailable', the customer may try again), or the account has no PIX key registered there
 * ('no-pix-key', the shop falls back to its static BR Code).
 */
export class PixChargeError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'no-pix-key',
    message: string,
  ) {
    super(message)
  }
}

/** status is Mercado Pago's payment status (approved, pending, rejected, refunded...). */
export interface ProviderPayment {
  id: string
  status: string
  orderId: string | null
  /**
   * What the payment is for, in centavos (Mercado Pago's transaction_amount); null when Mercado
   * Pago's answer had no readable amount. Absent for the simulated provider, whose payments are
   * for the order's total by construction and move no money.
   */
  amountCents?: number | null
  /** Mercado Pago's payment_method_id ('pix', 'visa'...): a pending PIX is still 'pendente'. */
  methodId?: string | null
}

/** A refund the provider made: its status as Mercado Pago says ('approved', 'in_process'...). */
export interface ProviderRefund {
  id: string
  status: string
  /** What went back, in centavos (Mercado Pago's amount); null when not known (simulated). */
  amountCents: number | null
}

/**
 * Why a refund was not made: 'refused', the provider answered and said no (the message says why,
 * in pt-BR, for the owner); 'unavailable', it answered an error (try again later); 'unknown', no
 * answer came in time, so the refund may have gone through (decision 041: asking again with the same
 * key is safe, and finds it).
 */
export class RefundError extends Error {
  constructor(
    readonly reason: 'refused' | 'unavailable' | 'unknown',
    message: string,
  ) {
    super(message)
  }
}

export interface PaymentProvider {
  createPreference(req: PreferenceRequest): Promise<CardCheckout>
  /** null when the provider does not know the payment. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>
  /**
   * A dynamic PIX charge; absent where there is none (a live shop without Mercado Pago: the static
   * BR Code). Throws PixChargeError.
   */
  createPixCharge?(req: PixChargeRequest): Promise<PixCharge>
  /**
   * Ends a charge nobody should pay any more (the owner settled the order otherwise); absent where
   * a charge needs no ending (the simulated page checks the order). Throws when it could not.
   */
  cancelPixCharge?(paymentId: string): Promise<void>
  /**
   * Makes a card preference stop taking payments at `at` (now: the order was cancelled); absent
   * where a preference needs no ending (the simulated page checks the order). Throws when it could
   * not: the reconciliation job asks again.
   */
  expirePreference?(preferenceId: string, at: Date): Promise<void>
  /**
   * The payments the provider holds for an order (its external_reference), newest first: asked
   * before an unpaid card order is cancelled, so a payment whose notification never came (a shop
   * without an https PUBLIC_URL, a webhook lost) is found rather than cancelled over. Absent where
   * every payment is reported (the simulated page). Throws when it could not ask.
   */
  findOrderPayments?(orderId: string): Promise<ProviderPayment[]>
  /**
   * Gives back the whole of an approved payment (Mercado Pago: POST /v1/payments/{id}/refunds with an
   * empty body), sent with `idempotencyKey` so the same request twice is one refund there. Absent
   * where the shop cannot refund (no Mercado Pago configured). Throws RefundError.
   */
  refundPayment?(paymentId: string, idempotencyKey: string): Promise<ProviderRefund>
  /**
   * The refunds the provider holds for a payment (Mercado Pago: GET /v1/payments/{id}/refunds),
   * asked when a refund's answer never came. Absent where every refund is answered (simulated).
   * Throws when it could not ask.
   */
  findRefunds?(paymentId: string): Promise<ProviderRefund[]>
}
