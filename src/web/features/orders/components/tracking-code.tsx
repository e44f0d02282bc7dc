import { Copy, ExternalLink } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { copyCode } from '#web/lib/copy-text.ts'

/**
 * The tracking code, with its link when the shop set TRACKING_URL, or a 'Copiar' button to paste
 * it in the carrier's site when it did not (decision 016). The emails' 'Copiar' link lands here.
 */
export function TrackingCode({ code, url }: { code: string; url: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="font-mono break-all select-all">{code}</span>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-amber-800 underline hover:text-amber-900"
        >
          Rastrear pedido
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void copyCode(code, 'Código de rastreio copiado!')}
          aria-label={`Copiar código de rastreio ${code}`}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copiar
        </Button>
      )}
    </div>
  )
}
