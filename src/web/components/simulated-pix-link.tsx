import { ExternalLink } from 'lucide-react'
import { buttonClasses } from '#web/components/ui/button.tsx'

/**
 * The simulated provider's page that pays a PIX charge (no Mercado Pago): it plays the bank app.
 * It opens in a new tab, so this one stays and sees the payment arrive by itself.
 */
export function SimulatedPixLink({ href }: { href: string }) {
  return (
    <div className="space-y-2 rounded-lg border border-dashed border-stone-300 p-3">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary', 'w-full sm:w-auto')}
      >
        Pagar no PIX simulado
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
      <p className="text-xs text-stone-600">
        Demonstração: a loja está sem Mercado Pago, e esta página faz o papel do app do banco.
        Nenhum dinheiro é movimentado.
      </p>
    </div>
  )
}
