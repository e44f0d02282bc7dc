import { useMutation } from '@tanstack/react-query'
import { RETRY_PAYMENT_FAILED, requestRetryPayment } from '#web/lib/retry-payment.ts'

/** A new card checkout for an unpaid order: the address of the provider's page to go to. */
async function retryCardPayment(orderId: string): Promise<string> {
  const { payment } = await requestRetryPayment(orderId)
  if (!payment?.checkoutUrl) throw new Error(RETRY_PAYMENT_FAILED)
  return payment.checkoutUrl
}

/** Starts a new card checkout and leaves for the provider's page. */
export function useRetryCardPayment(orderId: string) {
  return useMutation({
    mutationFn: () => retryCardPayment(orderId),
    onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
  })
}
