import { formatCep } from '#domain/cep.ts'
import { toCsv } from '#domain/csv.ts'
import { formatDateTime, formatIsoDay } from '#domain/dates.ts'
import { centsToDecimalString } from '#domain/money.ts'
import {
  ORDER_STATUS,
  type OrderStatus,
  orderStatusDisplay,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from './order-status.ts'
import { shortId } from '#domain/text.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'

/** One order of the owner's CSV export, as the server reads it. */
export interface AdminOrderExportRow {
  id: string
  createdAt: Date | string
  customerName: string
  customerEmail: string | null
  /** Digits, from the order's shipping address; null without one. */
  whatsapp: string | null
  status: OrderStatus
  /** Its money went back (a refund done): a cancelled one reads 'Reembolsado'. */
  refunded: boolean
  paymentMethod: PaymentMethod
  totalCents: number
  /** Each line's product name and variant label as bought ('' for a product without options). */
  items: { name: string; variantLabel: string; quantity: number }[]
  /** The address the parcel goes to, as saved with the order; null without one. */
  street: string | null
  number: string | null
  complement: string | null
  neighborhood: string | null
  city: string | null
  state: string | null
  /** 8 digits. */
  cep: string | null
}

export const ADMIN_ORDER_CSV_HEADERS = [
  'Pedido',
  'Data',
  'Cliente',
  'Email',
  'WhatsApp',
  'Status',
  'Pagamento',
  'Total (R$)',
  'Itens',
  // The address as label tools import it (decision 046), the city as before.
  'Rua',
  'Número',
  'Complemento',
  'Bairro',
  'Cidade/UF',
  'CEP',
] as const

/**
 * 1234,50: a number Excel in Brazil sums (decimal comma, no 'R$' and no thousands dot, which an
 * importer set to another locale would misread); the header names the currency.
 */
export function csvReais(cents: number): string {
  return centsToDecimalString(cents).replace('.', ',')
}

/** '22/11/2026 14:05' in Brasília time: the form Excel in Brazil reads as a date and time. */
export function csvDateTime(value: Date | string): string {
  return formatDateTime(value).replace(', ', ' ')
}

export function adminOrderCsvRow(order: AdminOrderExportRow): string[] {
  return [
    // '#' as the panel shows it; it also keeps a short id like '12345678' or '1e100000' from
    // being read as a number.
    `#${shortId(order.id)}`,
    csvDateTime(order.createdAt),
    order.customerName,
    order.customerEmail ?? '',
    order.whatsapp ? formatWhatsapp(order.whatsapp) : '',
    order.refunded && order.status === ORDER_STATUS.cancelled
      ? 'Reembolsado'
      : orderStatusDisplay(order.status).label,
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    csvReais(order.totalCents),
    order.items.map((i) => `${i.quantity} x ${nameWithVariant(i.name, i.variantLabel)}`).join('; '),
    order.street ?? '',
    order.number ?? '',
    order.complement ?? '',
    order.neighborhood ?? '',
    order.city && order.state ? `${order.city}/${order.state}` : (order.city ?? ''),
    order.cep ? formatCep(order.cep) : '',
  ]
}

/** The whole export: BOM, the pt-BR header and one record per order, in the order given. */
export function adminOrdersCsv(orders: readonly AdminOrderExportRow[]): string {
  return toCsv([[...ADMIN_ORDER_CSV_HEADERS], ...orders.map(adminOrderCsvRow)])
}

/** 'pedidos-2026-11-22.csv', dated in Brasília. */
export function adminOrdersCsvFilename(now: Date): string {
  return `pedidos-${formatIsoDay(now)}.csv`
}
