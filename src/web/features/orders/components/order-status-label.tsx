import {
  CircleCheck,
  CircleQuestionMark,
  CircleX,
  Clock,
  CreditCardX,
  Hourglass,
  PackageCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react'
import {
  isOrderStatus,
  ORDER_STATUS,
  type OrderStatus,
  orderStatusDisplay,
  type StatusColor,
} from '#domain/orders/order-status.ts'

const ICONS: Record<OrderStatus, LucideIcon> = {
  pendente: Clock,
  processando: Hourglass,
  pago: CircleCheck,
  enviado: Truck,
  entregue: PackageCheck,
  cancelado: CircleX,
}

const COLORS: Record<StatusColor, string> = {
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-stone-100 text-stone-700',
}

/** A card order still waiting after its last payment was refused (decision 027). */
const REFUSED = { label: 'Pagamento recusado', color: 'red', Icon: CreditCardX } as const

/**
 * The status of spec.md section 4 with its icon and colour; a missing status reads as pendente.
 * A refused card payment is said in words, not 'Processando Pagamento' (decision 027).
 */
export function OrderStatusLabel({
  status,
  refused = false,
}: {
  status: string | null | undefined
  refused?: boolean
}) {
  const key = status || ORDER_STATUS.pending
  const { label, color, Icon } = refused
    ? REFUSED
    : {
        ...orderStatusDisplay(status),
        Icon: isOrderStatus(key) ? ICONS[key] : CircleQuestionMark,
      }
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${COLORS[color]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  )
}
