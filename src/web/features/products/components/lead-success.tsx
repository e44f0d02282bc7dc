import { CircleCheck, MessageCircle } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { interestGreeting } from '#domain/lead-message.ts'
import { LEAD_MESSAGES, type LeadKind } from '#domain/schemas/lead.ts'
import { whatsappChatUrl } from '#domain/whatsapp.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'

const TEXTS: Record<LeadKind, { title: string; line: string }> = {
  notify: {
    title: LEAD_MESSAGES.notifySaved,
    line: 'Avisaremos você pelo WhatsApp assim que o produto voltar ao estoque.',
  },
  interest: {
    title: LEAD_MESSAGES.interestSaved,
    line: 'Entraremos em contato pelo WhatsApp para combinar os detalhes.',
  },
}

interface LeadSuccessProps {
  kind: LeadKind
  productName: string
  carInfo: string
  onClose: () => void
}

export function LeadSuccess({ kind, productName, carInfo, onClose }: LeadSuccessProps) {
  const shop = useShopInfo()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The submit button that had focus is gone: the news takes it, and Escape keeps working.
  useLayoutEffect(() => headingRef.current?.focus(), [])
  const { title, line } = TEXTS[kind]
  const chatUrl =
    kind === 'interest' && shop.whatsapp
      ? whatsappChatUrl(shop.whatsapp, interestGreeting(productName, carInfo))
      : null

  return (
    <div className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {title}
      </h3>
      <p className="text-sm text-stone-700">{line}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {chatUrl && (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Conversar no WhatsApp
          </a>
        )}
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </div>
    </div>
  )
}
