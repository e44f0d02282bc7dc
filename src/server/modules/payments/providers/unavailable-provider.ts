import { conflict } from '#domain/errors.ts'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import type { PaymentProvider } from './provider.ts'

/**
 * A live shop without MP_ACCESS_TOKEN: card payments are hidden at checkout and refused here, so
 * no order is ever "paid" through a provider that moves no money.
 */
export function unavailablePaymentProvider(): PaymentProvider {
  return {
    async createPreference() {
      throw conflict('payment-method-unavailable', CHECKOUT_MESSAGES.paymentUnavailable)
    },
    // No payment exists here: a webhook naming one is nothing to apply.
    async getPayment() {
      return null
    },
  }
}
