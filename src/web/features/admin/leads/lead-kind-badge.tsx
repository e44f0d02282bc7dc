import { Bell, Hammer } from 'lucide-react'
import type { LeadKind } from '#domain/schemas/lead.ts'
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx'

const KINDS: Record<LeadKind, { label: string; hint: string; tone: BadgeTone; Icon: typeof Bell }> =
  {
    notify: {
      label: 'Avise-me',
      hint: 'Quer ser avisado quando o produto voltar ao estoque',
      tone: 'sky',
      Icon: Bell,
    },
    interest: {
      label: 'Interessado',
      hint: 'Pediu o produto sob encomenda',
      tone: 'amber',
      Icon: Hammer,
    },
  }

/** 'Avise-me' (back in stock) or 'Interessado' (made to order): told apart by word, colour and icon. */
export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const { label, hint, tone, Icon } = KINDS[kind]
  return (
    <Badge tone={tone} title={hint}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  )
}
