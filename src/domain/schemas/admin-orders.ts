import { z } from 'zod'
import { ORDER_STATUSES } from '#domain/order-status.ts'

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'Pedido não encontrado',
  invalidStatus: 'Status do pedido inválido.',
  trackingRequired: 'Informe o código de rastreio.',
  trackingTooLong: 'Código de rastreio longo demais.',
} as const

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
