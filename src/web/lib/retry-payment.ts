import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PixToPay } from '#domain/orders/pix-charge.ts'
import { api, call, errorMessage } from './api-client.ts'

export const RETRY_PAYMENT_FAILED = 'Erro ao tentar novo pagamento. Por favor, tente novamente.'

/** POST /api/orders/:id/retry-payment: a card checkout, or the PIX to pay, for an unpaid order. */
export function requestRetryPayment(orderId: string) {
  return call(api.orders[':id']['retry-payment'].$post({ param: { id: orderId } }))
}

async function retryPix(orderId: string): Promise<PixToPay> {
  const { pix } = await requestRetryPayment(orderId)
  if (!pix) throw new Error(RETRY_PAYMENT_FAILED)
  return pix
}

/**
 * 'Pagar novamente' of a PIX order (checkout and 'Seus Pedidos'): the charge still payable, or a
 * new one once it expired or failed. Either way the orders are read again: a new live charge
 * starts the polling, and a refusal usually means the order was paid or cancelled meanwhile.
 */
export function useRetryPixPayment(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => retryPix(orderId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}

/** The server's reason (Mercado Pago down, the order no longer waiting), or the generic one. */
export const retryErrorMessage = (error: unknown) => errorMessage(error, RETRY_PAYMENT_FAILED)
