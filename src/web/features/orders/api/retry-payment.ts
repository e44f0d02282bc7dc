import { useMutation } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'

export const RETRY_PAYMENT_FAILED = 'Erro ao tentar novo pagamento. Por favor, tente novamente.'

/** A new card checkout for an unpaid order: the address of the provider's page to go to. */
async function retryCardPayment(orderId: string): Promise<string> {
  const { payment } = await call(
    api.orders[':id']['retry-payment'].$post({ param: { id: orderId } }),
  )
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
