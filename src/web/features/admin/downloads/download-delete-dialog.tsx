import { DOWNLOAD_MESSAGES } from '#domain/schemas/download.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDeleteDownload } from './download-mutations.ts'
import type { AdminDownload } from './download-queries.ts'

interface DownloadDeleteDialogProps {
  download: AdminDownload
  onDeleted: () => void
  onClose: () => void
}

/** 'Excluir': asks first; the file leaves /baixar too. */
export function DownloadDeleteDialog({ download, onDeleted, onClose }: DownloadDeleteDialogProps) {
  const remove = useDeleteDownload()
  return (
    <ConfirmDialog
      title="Excluir download"
      message={`Tem certeza que deseja excluir o download "${download.title}"? Ele sairá da página pública de downloads.`}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(download.id, {
          onSuccess: () => {
            toast.success('Download excluído com sucesso!')
            onDeleted()
          },
          onError: (error) => toast.error(errorMessage(error, DOWNLOAD_MESSAGES.deleteFailed)),
          onSettled: onClose,
        })
      }
    />
  )
}
