import { useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { type AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import { ADMIN_USERS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useChangeUserRole, useDeleteUser, useResetUserPassword } from './user-mutations.ts'
import { userLabel } from './user-row.tsx'

interface ConfirmProps {
  user: AdminUser
  onClose: () => void
}

/** 'Redefinir Senha': asks first, then the server emails the user a reset link. */
export function ConfirmResetPassword({ user, onClose }: ConfirmProps) {
  const reset = useResetUserPassword()
  return (
    <ConfirmDialog
      title="Redefinir senha"
      message={`Enviar um email de redefinição de senha para ${userLabel(user)}?`}
      confirmLabel="Enviar Email"
      pending={reset.isPending}
      onCancel={onClose}
      onConfirm={() =>
        reset.mutate(user.id, {
          onSuccess: (body) => toast.success(body.message),
          onError: (error) =>
            toast.error(
              errorMessage(error, 'Erro ao enviar email de redefinição. Tente novamente.'),
            ),
          onSettled: onClose,
        })
      }
    />
  )
}

/** 'Excluir': asks first; the user's orders stay, for the books. */
export function ConfirmDeleteUser({ user, onClose }: ConfirmProps) {
  const queryClient = useQueryClient()
  const remove = useDeleteUser()
  return (
    <ConfirmDialog
      title="Excluir usuário"
      message={`Tem certeza que deseja excluir ${userLabel(user)}? Esta ação não pode ser desfeita. Os pedidos deste usuário continuam registrados.`}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: () => {
            // The row leaves at once; the refetch that follows confirms it.
            queryClient.setQueryData<AdminUser[]>(ADMIN_USERS_KEY, (users) =>
              users?.filter((other) => other.id !== user.id),
            )
            toast.success('Usuário excluído com sucesso!')
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Erro ao excluir usuário. Tente novamente.')),
          onSettled: onClose,
        })
      }
    />
  )
}

/**
 * 'Tornar administrador' / 'Remover administrador': asks first, saying what the role opens (the
 * panel, the owner's e-mails); the server refuses the last admin, oneself and a stale list.
 */
export function ConfirmRoleChange({ user, onClose }: ConfirmProps) {
  const change = useChangeUserRole()
  const label = userLabel(user)
  const makeAdmin = !user.isAdmin
  return (
    <ConfirmDialog
      title={makeAdmin ? 'Tornar administrador' : 'Remover administrador'}
      message={
        makeAdmin
          ? `${label} poderá abrir o painel, ver pedidos e clientes e mudar a loja, e passará a receber os emails da loja. Continuar?`
          : `${label} deixará de abrir o painel e de receber os emails da loja. A conta continua como cliente.`
      }
      confirmLabel={makeAdmin ? 'Tornar administrador' : 'Remover administrador'}
      danger={!makeAdmin}
      pending={change.isPending}
      onCancel={onClose}
      onConfirm={() =>
        change.mutate(
          { id: user.id, isAdmin: makeAdmin },
          {
            onSuccess: () =>
              toast.success(
                makeAdmin ? `${label} agora é administrador.` : `${label} agora é cliente.`,
              ),
            onError: (error) =>
              toast.error(
                errorMessage(error, 'Erro ao alterar o tipo do usuário. Tente novamente.'),
              ),
            onSettled: onClose,
          },
        )
      }
    />
  )
}
