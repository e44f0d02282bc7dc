import { Bell, Hammer } from 'lucide-react'
import type { LeadKind } from '#domain/schemas/lead.ts'

const KINDS: Record<
  LeadKind,
  { label: string; hint: string; className: string; Icon: typeof Bell }
> = {
  notify: {
    label: 'Avise-me',
    hint: 'Quer ser avisado quando o produto voltar ao estoque',
    className: 'bg-sky-100 text-sky-800',
    Icon: Bell,
  },
  interest: {
    label: 'Interessado',
    hint: 'Pediu o produto sob encomenda',
    className: 'bg-amber-100 text-amber-900',
    Icon: Hammer,
  },
}

/** 'Avise-me' (back in stock) or 'Interessado' (made to order): told apart by word, colour and icon. */
export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const { label, hint, className, Icon } = KINDS[kind]
  return (
    <span
      title={hint}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  )
}
