import { useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDeleteProject } from './project-mutations.ts'
import { type AdminProject } from './project-queries.ts'
import { ADMIN_PROJECTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

interface ProjectDeleteDialogProps {
  project: AdminProject
  onClose: () => void
}

/** 'Excluir': asks first; the project also leaves the client's cart. */
export function ProjectDeleteDialog({ project, onClose }: ProjectDeleteDialogProps) {
  const queryClient = useQueryClient()
  const remove = useDeleteProject()
  return (
    <ConfirmDialog
      title="Excluir projeto gerado"
      message={`Tem certeza que deseja excluir este projeto gerado? "${project.name}" sairá do carrinho de ${project.clientName}. Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(project.id, {
          onSuccess: () => {
            // The row leaves at once; the refetch that follows confirms it.
            queryClient.setQueryData<AdminProject[]>(ADMIN_PROJECTS_KEY, (projects) =>
              projects?.filter((other) => other.id !== project.id),
            )
            toast.success('Projeto gerado excluído com sucesso!')
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Erro ao excluir projeto gerado. Tente novamente.')),
          onSettled: onClose,
        })
      }
    />
  )
}
