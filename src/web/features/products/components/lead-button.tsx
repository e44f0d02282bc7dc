import { BellRing, Hammer } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'

interface LeadButtonProps {
  kind: 'notify' | 'interest'
  label: string
  className?: string
}

/** 'Avise-me' / 'Interessado'. The WhatsApp form behind it comes with the leads issue. */
export function LeadButton({ kind, label, className }: LeadButtonProps) {
  const Icon = kind === 'notify' ? BellRing : Hammer
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={() =>
        toast.info('Em breve você poderá deixar seu WhatsApp aqui para falarmos com você.')
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}
