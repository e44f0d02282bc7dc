import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderView } from '#domain/orders/order-view.ts'
import { api, ApiError, call, errorMessage } from '#web/lib/api-client.ts'
import { MY_ORDERS_KEY } from '#web/lib/open-orders.ts'

const WITHDRAWAL_FAILED = 'Não foi possível enviar a desistência. Tente novamente.'

/** A 400 about the reason: the server's words for the field (`fields.reason`), else its message. */
export class ReasonRefused extends ApiError {
  constructor(error: ApiError, reasonMessage: string | undefined) {
    super(error.status, error.code, reasonMessage ?? error.message, error.requestId)
    this.name = 'ReasonRefused'
  }
}

/** `fields.reason` of a 400's body, when it has one. */
async function reasonOfRefusal(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as {
    error?: { fields?: { reason?: unknown } }
  } | null
  const reason = body?.error?.fields?.reason
  return typeof reason === 'string' ? reason : undefined
}

/**
 * POST /api/orders/:id/withdrawal (decision 039): the order as it stands after. The reason goes
 * trimmed, and not at all when empty. A 400 becomes ReasonRefused (`call` keeps only the message,
 * not `fields`).
 */
export async function requestWithdrawal(orderId: string, reason: string): Promise<OrderView> {
  const trimmed = reason.trim()
  let reasonMessage: Promise<string | undefined> = Promise.resolve(undefined)
  const request = api.orders[':id'].withdrawal
    .$post({ param: { id: orderId }, json: trimmed ? { reason: trimmed } : {} })
    .then((response) => {
      if (response.status === 400) reasonMessage = reasonOfRefusal(response.clone())
      return response
    })
  try {
    const { order } = await call(request)
    return order
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw new ReasonRefused(error, await reasonMessage)
    }
    throw error
  }
}

/** What the dialog says of a failure: the server's refusal (409, 400) or the connection's. */
export const withdrawalErrorMessage = (error: unknown) => errorMessage(error, WITHDRAWAL_FAILED)

/**
 * 'Confirmar desistência': on success the order's new state replaces the old one in every cached
 * list of the customer's orders (no refetch: the answer is the server's word).
 */
export function useRequestWithdrawal(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => requestWithdrawal(orderId, reason),
    onSuccess: (order) => {
      queryClient.setQueriesData<{ orders: OrderView[] }>(
        { queryKey: MY_ORDERS_KEY },
        (data) =>
          data && { ...data, orders: data.orders.map((o) => (o.id === order.id ? order : o)) },
      )
    },
  })
}
