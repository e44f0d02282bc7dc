import { z } from 'zod'
import { PAYMENT_METHODS } from '#domain/orders/order-status.ts'
import { addressSchema } from './address.ts'

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Seu carrinho está vazio',
  productGone: 'Um produto do seu carrinho não está mais disponível. Atualize o carrinho.',
  outOfStock: 'Quantidade indisponível em estoque!',
  invalidQuantity: 'Quantidade inválida.',
  paymentMethod: 'Escolha a forma de pagamento.',
  paymentUnavailable: 'Forma de pagamento indisponível no momento.',
  projectGone: 'Um projeto do seu carrinho não está mais disponível. Atualize o carrinho.',
  projectsAwaitTerms:
    'Você possui projetos personalizados que requerem aceitação de termos antes da compra.',
  attemptKeyInvalid: 'Tentativa de compra inválida. Recarregue a página e tente novamente.',
  attemptReused:
    'Esta tentativa de compra já foi usada com outro carrinho. Recarregue a página e tente novamente.',
  attemptExpired: 'Esta tentativa de compra expirou. Recarregue a página e tente novamente.',
  alreadyPlaced: 'Este pedido já tinha sido criado (a compra foi enviada duas vezes).',
  nothingToPay:
    'O total do pedido é R$ 0,00: não há o que pagar por aqui. Fale com a loja pelo WhatsApp para combinar.',
} as const

/** The Idempotency-Key header of POST /api/orders: one per checkout attempt (a uuid in the shop). */
export const CHECKOUT_ATTEMPT_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** The cart's lines as the browser sends them: ids and quantities, never a price. */
export const checkoutItemsSchema = z
  .array(
    z.object({
      productId: z.uuid({ error: CHECKOUT_MESSAGES.productGone }),
      /** The variant bought (decision 053); none for a product's one variant (saved carts). */
      variantId: z.uuid({ error: CHECKOUT_MESSAGES.productGone }).optional(),
      quantity: z
        .number({ error: CHECKOUT_MESSAGES.invalidQuantity })
        .int({ error: CHECKOUT_MESSAGES.invalidQuantity })
        .min(1, { error: CHECKOUT_MESSAGES.invalidQuantity })
        .max(999, { error: CHECKOUT_MESSAGES.invalidQuantity }),
    }),
    { error: CHECKOUT_MESSAGES.emptyCart },
  )
  .max(100, { error: 'Itens demais em um só pedido.' })

/**
 * What the browser sends to place an order: ids and quantities, the address and the method. Prices
 * and totals are never taken from it (unknown keys are dropped); the server reads them itself.
 */
export const checkoutSchema = z
  .object({
    items: checkoutItemsSchema,
    // Ids only: the server reads each accepted project's price and data itself.
    projectIds: z
      .array(z.uuid({ error: CHECKOUT_MESSAGES.projectGone }), {
        error: CHECKOUT_MESSAGES.projectGone,
      })
      .max(20, { error: 'Projetos demais em um só pedido.' })
      .optional()
      .default([]),
    address: addressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  })
  // A cart with only accepted projects is a cart too.
  .refine((c) => c.items.length > 0 || c.projectIds.length > 0, {
    error: CHECKOUT_MESSAGES.emptyCart,
    path: ['items'],
  })
export type CheckoutInput = z.output<typeof checkoutSchema>
