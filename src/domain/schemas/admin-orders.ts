import { z } from 'zod'
import { ORDER_NOT_FOUND } from '#domain/orders/order-errors.ts'
import { ORDER_STATUSES } from '#domain/orders/order-status.ts'

export const ADMIN_ORDER_MESSAGES = {
  notFound: ORDER_NOT_FOUND,
  /** An id's start (8 characters or more) that several orders share: the list shows them. */
  ambiguousId: 'Mais de um pedido começa com este código.',
  invalidStatus: 'Status do pedido inválido.',
  trackingRequired: 'Informe o código de rastreio.',
  trackingTooLong: 'Código de rastreio longo demais.',
  trackingOnCancelled:
    'Este pedido está cancelado: reabra-o (mude o status) antes de informar o código de rastreio.',
} as const

/** Leaving 'cancelado' takes the order's units again; refused when one product lacks them. */
export const reopenOutOfStockMessage = (name: string, stock: number) =>
  `Não há estoque de "${name}" para reabrir este pedido (${stock === 0 ? 'nenhuma unidade' : stock === 1 ? 'resta 1 unidade' : `restam ${stock} unidades`}). Reponha o estoque do produto e tente novamente.`

/** 'Pedidos' status dropdown: any status, in any order (spec.md section 4). */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }),
})

/** The tracking code is trimmed; blank or whitespace-only is refused (spec.md section 5). */
export const trackingCodeSchema = z.object({
  trackingCode: z
    .string({ error: ADMIN_ORDER_MESSAGES.trackingRequired })
    .trim()
    .min(1, { error: ADMIN_ORDER_MESSAGES.trackingRequired })
    .max(100, { error: ADMIN_ORDER_MESSAGES.trackingTooLong }),
})
export type TrackingCodeInput = z.output<typeof trackingCodeSchema>

/** Shown when an order has no shipping address to name its customer. */
export const NO_CUSTOMER_NAME = 'Nome não disponível'
