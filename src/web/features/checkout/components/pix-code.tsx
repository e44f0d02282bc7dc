import { lazy, Suspense } from 'react'
import { PixCopyPaste } from '#web/components/pix-copy-paste.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

// Only a PIX result needs the QR library: it loads then, not with the checkout (or the store).
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }))

/**
 * The QR code and 'PIX Copia e Cola' with its 'Copiar' button. `focus` puts the reader in the
 * code when it arrives after 'Pagar novamente' (the button that was focused is gone).
 */
export function PixCode({
  code,
  shortId,
  focus = false,
}: {
  code: string
  shortId: string
  focus?: boolean
}) {
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
      <PixCopyPaste code={code} focus={focus} />
    </>
  )
}
