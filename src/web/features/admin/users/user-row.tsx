import { KeyRound, Pencil, Trash2 } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminUser } from '#web/features/admin/shell/admin-queries.ts'

const NO_NAME = 'Nome não disponível'
const NO_EMAIL = 'Email não disponível'

/** How the dialogs call a user: the name, else the email. */
export function userLabel(user: AdminUser): string {
  return user.name.trim() || user.email.trim() || 'este usuário'
}

interface UserRowProps {
  user: AdminUser
  onEdit: () => void
  onResetPassword: () => void
  onDelete: () => void
}

export function UserRow({ user, onEdit, onResetPassword, onDelete }: UserRowProps) {
  const name = user.name.trim()
  const email = user.email.trim()
  return (
    <tr className="border-t border-stone-200 align-middle">
      <th scope="row" className={`px-4 py-3 text-left font-medium ${name ? '' : 'text-stone-500'}`}>
        {name || NO_NAME}
      </th>
      <td className={`px-4 py-3 break-all ${email ? '' : 'text-stone-500'}`}>
        {email || NO_EMAIL}
      </td>
      <td className="px-4 py-3">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            user.isAdmin ? 'bg-purple-100 text-purple-800' : 'bg-stone-100 text-stone-700'
          }`}
        >
          {user.isAdmin ? 'Administrador' : 'Cliente'}
        </span>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9 px-3" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={onResetPassword}>
            <KeyRound aria-hidden="true" className="size-4" />
            Redefinir Senha
          </Button>
          {/* An admin account is never deleted (the server refuses it too). */}
          {!user.isAdmin && (
            <Button variant="danger" className="min-h-9 px-3" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              Excluir
            </Button>
          )}
        </div>
      </td>
    </tr>
  )
}
