import { HELP_MESSAGES } from '#domain/schemas/help-page.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDeleteHelpPage } from './help-page-mutations.ts'
import type { HelpPage } from './help-page-queries.ts'

interface HelpPageDeleteDialogProps {
  page: HelpPage
  onDeleted: () => void
  onClose: () => void
}

/** 'Excluir': asks first, as spec.md section 5 words it. */
export function HelpPageDeleteDialog({ page, onDeleted, onClose }: HelpPageDeleteDialogProps) {
  const remove = useDeleteHelpPage()
  return (
    <ConfirmDialog
      title="Excluir página de ajuda"
      message={HELP_MESSAGES.deleteConfirm}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(page.id, {
          onSuccess: () => {
            onDeleted()
            toast.success('Página de ajuda excluída com sucesso!')
          },
          onError: (error) => toast.error(errorMessage(error, HELP_MESSAGES.deleteFailed)),
          onSettled: onClose,
        })
      }
    />
  )
}
