import { MessageCircle } from 'lucide-react'
import { formatDateTime } from '#domain/dates.ts'
import { NO_CAR_INFO } from '#domain/schemas/lead.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { formatWhatsapp, whatsappChatUrl } from '#domain/whatsapp.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import type { AdminLead } from './lead-queries.ts'
import { LeadKindBadge } from './lead-kind-badge.tsx'

/**
 * One lead: a table row on a wide screen, a card on a phone (the kind in its top right corner),
 * named by its product and the variant it asked for.
 */
export function LeadRow({ lead }: { lead: AdminLead }) {
  const number = formatWhatsapp(lead.whatsapp)
  const car = lead.carInfo.trim()
  return (
    <CardRow className="lg:align-middle">
      <CardRowHeader className="pr-32 font-medium break-words lg:pr-4">
        {nameWithVariant(lead.productName, lead.variantLabel)}
      </CardRowHeader>
      <CardCell place="corner">
        <LeadKindBadge kind={lead.kind} />
      </CardCell>
      <CardCell label="WhatsApp" className="whitespace-nowrap">
        {number}
      </CardCell>
      <CardCell label="Carro" className={`break-words ${car ? '' : 'text-stone-500'}`}>
        {car || NO_CAR_INFO}
      </CardCell>
      <CardCell label="Data" className="lg:whitespace-nowrap">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </CardCell>
      <CardCell className="self-end">
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
      </CardCell>
    </CardRow>
  )
}
