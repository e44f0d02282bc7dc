import { asc, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { renderStoredEmail, type EmailData, type Shop } from '#server/mail/templates.ts'

/** The shop the template tests render for. */
export const EMAIL_SHOP = { shopName: 'Vitrine', publicUrl: 'https://loja.example' }
export const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000000'

/** One valid datum per email type (each type's test starts from it). */
export const EMAIL_SAMPLES: EmailData = {
  welcome: { name: 'Maria', email: 'maria@example.com' },
  'password-reset': { name: 'Maria', resetUrl: 'https://loja.example/reset-password?token=abc' },
  'password-reset-admin': { name: 'Maria', resetUrl: 'https://loja.example/reset-password?t=x' },
  'access-link': { name: 'Maria', accessUrl: 'https://loja.example/access-link?token=abc' },
  'password-changed': { name: 'Maria', changedAt: '2026-11-28T13:05:00.000Z' },
  'order-confirmation': {
    name: 'Maria',
    orderId: ORDER_ID,
    totalCents: 123450,
    paymentMethod: 'pix',
    items: [
      { name: 'Capa de volante', quantity: 2, unitPriceCents: 5000 },
      { name: 'Tapete', quantity: 1, unitPriceCents: 113450 },
    ],
  },
  'new-order': {
    orderId: ORDER_ID,
    customerName: 'Maria',
    totalCents: 123450,
    paymentMethod: 'mercadopago',
    items: [
      { name: 'Capa de volante', quantity: 2 },
      { name: 'Tapete', quantity: 1 },
    ],
    address: {
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310100',
    },
  },
  'payment-confirmed': {
    name: 'Maria',
    orderId: ORDER_ID,
    totalCents: 123450,
    paymentMethod: 'mercadopago',
    items: [
      { name: 'Capa de volante', quantity: 2 },
      { name: 'Tapete', quantity: 1 },
    ],
  },
  'withdrawal-received': {
    name: 'Maria',
    orderId: ORDER_ID,
    mode: 'cancel',
    reason: null,
    requestedAt: '2026-11-27T15:30:00.000Z',
    totalCents: 123450,
    contactUrl: 'https://wa.me/5511999990000',
  },
  'withdrawal-requested-owner': {
    orderId: ORDER_ID,
    customerName: 'Maria',
    customerEmail: 'maria@example.com',
    mode: 'cancel',
    reason: null,
    requestedAt: '2026-11-27T15:30:00.000Z',
    totalCents: 123450,
    paymentMethod: 'mercadopago',
  },
  'refund-made': {
    name: 'Maria',
    orderId: ORDER_ID,
    amountCents: 123450,
    paymentMethod: 'mercadopago',
    via: 'mercadopago',
    refundedAt: '2026-12-02T02:30:00.000Z',
  },
  'payment-refused': { name: 'Maria', orderId: ORDER_ID, totalCents: 123450 },
  'production-started': {
    name: 'Maria',
    orderId: ORDER_ID,
    startedAt: '2026-12-02T13:30:00.000Z',
    contactUrl: 'https://wa.me/5511987654321?text=Ol%C3%A1',
  },
  shipped: {
    name: 'Maria',
    orderId: ORDER_ID,
    trackingCode: 'AA123456789BR',
    trackingUrl: 'https://rastreio.example/AA123456789BR',
  },
  'tracking-updated': {
    name: 'Maria',
    orderId: ORDER_ID,
    trackingCode: 'BB987654321BR',
    trackingUrl: null,
    corrected: true,
  },
  delivered: { name: 'Maria', orderId: ORDER_ID, assumed: false, contactUrl: null },
  cancelled: {
    name: 'Maria',
    orderId: ORDER_ID,
    totalCents: 123450,
    paymentMethod: 'pix',
    refund: 'nothing-charged',
    mayHavePaid: true,
    contactUrl: 'https://wa.me/5511999990000',
  },
  'custom-project': { name: 'Maria', projectName: 'Tapete sob medida', priceCents: 25000 },
  'project-invitation': {
    name: 'Maria',
    projectName: 'Tapete sob medida',
    priceCents: 25000,
    invitationUrl: 'https://loja.example/invitation?email=maria%40example.com&token=abc',
  },
  'order-paid-owner': {
    orderId: ORDER_ID,
    customerName: 'Maria',
    totalCents: 123450,
    paymentMethod: 'pix',
    items: [{ name: 'Capa de volante', quantity: 2 }],
  },
  'refund-due': {
    orderId: 'abcdef12-0000-4000-8000-000000000001',
    totalCents: 18990,
    paymentId: '123456',
    missing: 'Capa de volante',
  },
  'payment-amount-mismatch': {
    orderId: 'abcdef12-0000-4000-8000-000000000001',
    totalCents: 18990,
    receivedCents: 1899,
    paymentId: '123456',
  },
}

/**
 * The emails queued about one order (its id in their data), oldest first, rendered as the worker
 * will send them: what the customer (and the owner) would read.
 */
export async function emailsAboutOrder(db: Db, orderId: string, shop: Shop) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.data}->>'orderId' = ${orderId}`)
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
  return rows.map((row) => ({
    to: row.to,
    type: row.type,
    ...renderStoredEmail(row.type, row.data, shop),
  }))
}
