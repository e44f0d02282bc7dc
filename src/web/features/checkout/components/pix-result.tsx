import { Copy, MessageCircle } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { formatBRL } from '#domain/money.ts'
import { whatsappChatUrl } from '#domain/whatsapp.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'
import type { PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { copyCode } from '#web/lib/copy-text.ts'
import { OrderResultLinks } from './order-result-links.tsx'

// Only a PIX result needs the QR library: it loads then, not with the checkout (or the store).
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }))

const receiptText = (shortId: string) =>
  `Olá! Segue o comprovante do pagamento PIX do pedido #${shortId}.`

/** The PIX to pay: QR code, copy-paste code, and where to send the receipt. */
export function PixResult({ order }: { order: PlacedOrder }) {
  const shop = useShopInfo()
  const code = order.pixCode

  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg font-bold">Pedido #{order.shortId} criado!</h3>
        <p className="mt-1 text-sm text-stone-700">
          Pague com PIX para confirmar. Total:{' '}
          <strong className="text-base">{formatBRL(order.totalCents)}</strong>
        </p>
      </div>
      {code ? (
        <PixCode code={code} shortId={order.shortId} />
      ) : (
        <FormAlert>Código PIX indisponível. Veja o pedido em Meus Pedidos.</FormAlert>
      )}
      {code && shop.whatsapp && (
        <a
          href={whatsappChatUrl(shop.whatsapp, receiptText(order.shortId))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'w-full sm:w-auto')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Enviar Comprovante
        </a>
      )}
      <OrderResultLinks />
    </div>
  )
}

function PixCode({ code, shortId }: { code: string; shortId: string }) {
  const codeId = useId()

  // No clipboard outside secure contexts: the failure toast points to the text box instead.
  const copy = () => void copyCode(code, 'Código PIX copiado!')

  return (
    <>
      <div className="flex min-h-[200px] justify-center">
        <Suspense fallback={<Spinner label="Gerando QR Code..." />}>
          <QRCodeSVG
            value={code}
            size={200}
            level="L"
            role="img"
            aria-label={`QR Code PIX do pedido #${shortId}`}
          />
        </Suspense>
      </div>
      <div>
        <label htmlFor={codeId} className="block text-sm font-medium text-stone-800">
          PIX Copia e Cola
        </label>
        <textarea
          id={codeId}
          readOnly
          rows={4}
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full resize-none rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs break-all text-stone-900"
        />
      </div>
      <Button onClick={copy} className="w-full sm:w-auto">
        <Copy aria-hidden="true" className="size-4" />
        Copiar
      </Button>
    </>
  )
}
