import { RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

/** 'Pagar novamente' of a PIX order whose code failed or expired: asks the shop for a code. */
export function PayAgainButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <Button onClick={onClick} disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
      <RefreshCw aria-hidden="true" className={`size-4 ${pending ? 'animate-spin' : ''}`} />
      Pagar novamente
    </Button>
  )
}
