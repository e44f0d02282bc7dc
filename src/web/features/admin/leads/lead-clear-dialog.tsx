import { LEAD_MESSAGES } from '#domain/schemas/lead.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useClearLeads } from './lead-mutations.ts'

const leadCount = (n: number) => `${n} ${n === 1 ? 'interessado' : 'interessados'}`
const productCount = (n: number) => `${n} ${n === 1 ? 'produto' : 'produtos'}`

function clearLeadsMessage(leads: number, products: number): string {
  return `Tem certeza que deseja limpar a lista de interessados? Serão removidos ${leadCount(leads)} de ${productCount(products)}. Esta ação não pode ser desfeita.`
}

interface LeadClearDialogProps {
  /** What the admin sees in the table, for the confirmation. */
  leads: number
  products: number
  onClose: () => void
}

/** 'Limpar Lista': asks with the counts first; the toast tells how many products the server cleared. */
export function LeadClearDialog({ leads, products, onClose }: LeadClearDialogProps) {
  const clear = useClearLeads()
  return (
    <ConfirmDialog
      title="Limpar lista de interessados"
      message={clearLeadsMessage(leads, products)}
      confirmLabel="Limpar Lista"
      danger
      pending={clear.isPending}
      onCancel={onClose}
      onConfirm={() =>
        clear.mutate(undefined, {
          onSuccess: (cleared) =>
            toast.success(`${LEAD_MESSAGES.cleared} (${productCount(cleared.products)})`),
          onError: (error) => toast.error(errorMessage(error, LEAD_MESSAGES.clearFailed)),
          onSettled: onClose,
        })
      }
    />
  )
}
