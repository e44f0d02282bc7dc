import { notFound } from '#domain/errors.ts'

/** An order that does not exist, or is not the asker's: one answer for both, everywhere. */
export const ORDER_NOT_FOUND = 'Pedido não encontrado'

export const orderNotFound = () => notFound('order-not-found', ORDER_NOT_FOUND)
