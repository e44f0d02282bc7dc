import { MessageCircle } from 'lucide-react'
import { whatsappChatUrl } from '#domain/whatsapp.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'

/** The message the receipt goes with: the order named, so the owner finds it. */
const receiptText = (shortId: string) =>
  `Olá! Segue o comprovante do pagamento PIX do pedido #${shortId}.`

/**
 * What follows a static PIX paid by hand (decision 049), wherever it is shown (checkout's result,
 * 'Pagar agora' in Meus Pedidos): 'Enviar Comprovante' to the shop's WhatsApp, or, with none set,
 * what happens next.
 */
export function PixReceipt({ shortId }: { shortId: string }) {
  const shop = useShopInfo()
  if (!shop.whatsapp) {
    return (
      <p className="text-sm text-stone-700">A loja confirma o pagamento e você recebe um e-mail.</p>
    )
  }
  return (
    <div className="flex">
      <a
        href={whatsappChatUrl(shop.whatsapp, receiptText(shortId))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary', 'w-full sm:w-auto')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Enviar Comprovante
      </a>
    </div>
  )
}
