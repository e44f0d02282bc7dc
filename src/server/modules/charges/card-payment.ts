import { cardExpiresAt } from '#domain/orders/card-expiry.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { CardCheckout, PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { findOrderItems, setPreferenceId } from './payable-order-repository.ts'

export const PAYMENT_START_FAILED = 'Erro ao criar nova preferência de pagamento'

/**
 * Opens a card checkout for an order already committed: the provider is called outside the order's
 * transaction (no database lock waits on the network), and its preference id is recorded with when
 * it stops taking payments (CARD_EXPIRY_MINUTES from `now`): a retry makes a new preference and a
 * new end.
 */
export async function startCardPayment(
  db: Db,
  config: Config,
  provider: PaymentProvider,
  order: { id: string },
  payerEmail: string,
  now = new Date(),
): Promise<CardCheckout> {
  const items = await findOrderItems(db, order.id)
  const expiresAt = cardExpiresAt(now, config.cardExpiryMinutes)
  const checkout = await provider.createPreference({
    orderId: order.id,
    payerEmail,
    opensAt: now,
    expiresAt,
    items: items.map((item) => ({
      id: item.productId,
      // 'Capa de Volante — 38 cm / Vermelha': the variant as the line keeps it (decision 053).
      title: nameWithVariant(item.productName, item.variantLabel),
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      ...(item.productImage.startsWith('/')
        ? { pictureUrl: `${config.publicUrl}${item.productImage}` }
        : { pictureUrl: item.productImage }),
    })),
  })
  await setPreferenceId(db, order.id, checkout.preferenceId, expiresAt)
  return checkout
}
