import { MessageCircle } from 'lucide-react'
import { formatDateTime } from '#domain/dates.ts'
import { NO_CAR_INFO } from '#domain/schemas/lead.ts'
import { formatWhatsapp, whatsappChatUrl } from '#domain/whatsapp.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import type { AdminLead } from './lead-queries.ts'
import { LeadKindBadge } from './lead-kind-badge.tsx'

const CELL = 'px-4 py-3'

export function LeadRow({ lead }: { lead: AdminLead }) {
  const number = formatWhatsapp(lead.whatsapp)
  const car = lead.carInfo.trim()
  return (
    <tr className="border-t border-stone-200 align-middle">
      <th scope="row" className={`${CELL} text-left font-medium`}>
        {lead.productName}
      </th>
      <td className={CELL}>
        <LeadKindBadge kind={lead.kind} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{number}</td>
      <td className={`${CELL} ${car ? '' : 'text-stone-500'}`}>{car || NO_CAR_INFO}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </td>
      <td className={CELL}>
        <a
          href={whatsappChatUrl(lead.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Conversar no WhatsApp com ${number}`}
          className={buttonClasses('secondary', 'min-h-9 px-3 whitespace-nowrap')}
        >
          <MessageCircle aria-hidden="true" className="size-4 text-green-700" />
          WhatsApp
        </a>
      </td>
    </tr>
  )
}
