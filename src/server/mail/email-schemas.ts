import { z } from 'zod'
import { MAX_CENTS } from '#domain/money.ts'

const name = z.string().trim().min(1)
const cents = z.number().int().min(0).max(MAX_CENTS)
// Only web links: a stored 'javascript:' URL must never become a link in an email.
const webUrl = z.url({ protocol: /^https?$/ })
const paymentMethod = z.enum(['pix', 'mercadopago'])
const orderId = z.string().min(1)
/** The name the order ships to; an order without one is greeted 'Olá!'. */
const greetingName = name.nullish()
const code = z.string().trim().min(1)
/** The shop's WhatsApp chat about the order, or none: the customer answers the email instead. */
const contactUrl = webUrl.nullish()
const isoTime = z.iso.datetime({ offset: true })
/** A withdrawal (decision 039): the order not sent yet is cancelled, the one sent comes back. */
const withdrawalMode = z.enum(['cancel', 'return'])
/** What the customer typed, if anything; shown as typed (escaped in the html). */
const withdrawalReason = z.string().trim().nullable()

/** Each email type's data, checked when it is queued and again when it is sent. */
export const emailSchemas = {
  welcome: z.object({ name, email: z.email() }),
  'password-reset': z.object({ name, resetUrl: webUrl }),
  'password-reset-admin': z.object({ name, resetUrl: webUrl }),
  'access-link': z.object({ name, accessUrl: webUrl }),
  /** /profile changed the password (decision 030); `name` null while the account's name is its email. */
  'password-changed': z.object({ name: greetingName, changedAt: z.iso.datetime({ offset: true }) }),
  'order-confirmation': z.object({
    name,
    orderId: z.string().min(1),
    totalCents: cents,
    paymentMethod,
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1), unitPriceCents: cents }))
      .min(1),
    // Since decision 016, PIX orders only: the 'Copia e Cola' code. Optional, so a confirmation
    // queued before (still in the outbox) renders as it was.
    pixCode: code.optional(),
    // Since decision 018, a dynamic charge's code: until when it can be paid.
    pixExpiresAt: z.iso.datetime({ offset: true }).optional(),
    // The charge could not be made (Mercado Pago out): the customer asks again in 'Seus Pedidos'.
    pixUnavailable: z.boolean().optional(),
    // Since decision 038: the terms and returns versions the order accepted, linked from the e-mail.
    policies: z
      .object({
        termos: z.number().int().positive(),
        'trocas-e-devolucoes': z.number().int().positive(),
      })
      .optional(),
  }),
  'payment-confirmed': z.object({
    name: greetingName,
    orderId,
    totalCents: cents,
    paymentMethod,
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1) }))
      .min(1)
      .optional(),
  }),
  shipped: z.object({
    name: greetingName,
    orderId,
    /** None when the owner marked it 'Enviado' before having the code. */
    trackingCode: code.nullish(),
    /** TRACKING_URL filled with the code; none without TRACKING_URL ('Copiar' instead). */
    trackingUrl: webUrl.nullish(),
  }),
  'tracking-updated': z.object({
    name: greetingName,
    orderId,
    trackingCode: code,
    trackingUrl: webUrl.nullish(),
    /** A code replaces another; false when the order shipped without one. */
    corrected: z.boolean(),
  }),
  delivered: z.object({
    name: greetingName,
    orderId,
    /** Marked by the 30-day check, not by anyone who knows it arrived. */
    assumed: z.boolean(),
    contactUrl,
  }),
  cancelled: z.object({
    name: greetingName,
    orderId,
    totalCents: cents,
    paymentMethod,
    refund: z.enum(['nothing-charged', 'returned', 'shop-returns']),
    mayHavePaid: z.boolean(),
    contactUrl,
  }),
  /** A card payment refused (decision 027): the customer may try again from 'Seus Pedidos'. */
  'payment-refused': z.object({
    name: greetingName,
    orderId,
    totalCents: cents,
    // Until when the order stays reserved for another try (its card checkout's end).
    reservedUntil: z.iso.datetime({ offset: true }).optional(),
  }),
  'new-order': z.object({
    orderId: z.string().min(1),
    customerName: name,
    totalCents: cents,
    paymentMethod,
    // Since decision 030: whether the order was paid when placed ('Pago' or 'Aguardando pagamento').
    // Optional: an email queued before renders as it was.
    paid: z.boolean().optional(),
    // What to pack and where to send it (added later). Optional, so an email queued before
    // (still in the outbox, retried after an SMTP outage) renders as it was, plus the link.
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1) }))
      .min(1)
      .optional(),
    address: z
      .object({
        street: name,
        number: name,
        complement: z.string().trim().nullish(),
        neighborhood: name,
        city: name,
        state: name,
        cep: name,
      })
      .optional(),
  }),
  /** To every admin account, once per order, when it becomes paid (decision 030): time to pack it. */
  'order-paid-owner': z.object({
    orderId,
    customerName: greetingName,
    totalCents: cents,
    paymentMethod,
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1) }))
      .min(1)
      .optional(),
  }),
  /** The withdrawal's receipt, at once (CDC art. 49; Decreto 7.962/2013, art. 5, § 4; decision 039). */
  'withdrawal-received': z.object({
    name: greetingName,
    orderId,
    mode: withdrawalMode,
    reason: withdrawalReason,
    requestedAt: isoTime,
    totalCents: cents,
    contactUrl,
  }),
  /** To every admin account: a customer withdrew from an order (decision 039). */
  'withdrawal-requested-owner': z.object({
    orderId,
    customerName: greetingName,
    customerEmail: z.string().trim().min(1).nullish(),
    mode: withdrawalMode,
    reason: withdrawalReason,
    requestedAt: isoTime,
    totalCents: cents,
    paymentMethod,
  }),
  /** To the customer, once, when the order's money went back (decision 039). */
  'refund-made': z.object({
    name: greetingName,
    orderId,
    amountCents: cents,
    paymentMethod,
    /** Refunded through Mercado Pago (card or PIX paid there), or a PIX the owner made by hand. */
    via: z.enum(['mercadopago', 'pix-manual']),
    refundedAt: isoTime,
  }),
  /**
   * To the customer, when the owner marks 'Produção iniciada' (decision 046): their piece is being
   * made, and the site's 'Desistir da compra' ends there (decision 039).
   */
  'production-started': z.object({ name: greetingName, orderId, startedAt: isoTime, contactUrl }),
  'custom-project': z.object({ name, projectName: name, priceCents: cents }),
  /** The same news for a client the owner made an account for (decision 047), with their invitation. */
  'project-invitation': z.object({
    name,
    projectName: name,
    priceCents: cents,
    invitationUrl: webUrl,
  }),
  'refund-due': z.object({
    orderId: z.string().min(1),
    totalCents: cents,
    paymentId: z.string().min(1),
    /** What could not be taken again; absent when the order had been refunded already. */
    missing: name.optional(),
    refunded: z.literal(true).optional(),
  }),
  'payment-amount-mismatch': z.object({
    orderId: z.string().min(1),
    totalCents: cents,
    /** Null when Mercado Pago's answer had no readable amount. */
    receivedCents: cents.nullable(),
    paymentId: z.string().min(1),
  }),
}

export type EmailType = keyof typeof emailSchemas
export type EmailData = { [T in EmailType]: z.input<(typeof emailSchemas)[T]> }
/** The data as a template reads it (after the schema's defaults and trims). */
export type ParsedEmail = { [T in EmailType]: z.output<(typeof emailSchemas)[T]> }

export const EMAIL_TYPES = Object.keys(emailSchemas) as EmailType[]

export function isEmailType(value: string): value is EmailType {
  return Object.hasOwn(emailSchemas, value)
}
