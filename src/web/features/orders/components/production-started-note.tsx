import { MessageCircle } from 'lucide-react'
import { WITHDRAWAL_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import { whatsappChatUrl } from '#domain/whatsapp.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'

const CHAT = 'Falar com a loja no WhatsApp'

/**
 * Custom work the owner started making: no withdrawal through the site, a chat with the shop
 * instead (no link while the shop has no WhatsApp number).
 */
export function ProductionStartedNote({ at, shortId }: { at: string; shortId: string }) {
  const shop = useShopInfo()
  return (
    <div className="space-y-3 rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800">
      <p>{WITHDRAWAL_MESSAGES.productionStarted(at)}</p>
      {shop.whatsapp && (
        <a
          href={whatsappChatUrl(shop.whatsapp, `Olá! Sobre o meu pedido #${shortId}:`)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${CHAT} (abre em nova aba)`}
          className={buttonClasses('secondary')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {CHAT}
        </a>
      )}
    </div>
  )
}
