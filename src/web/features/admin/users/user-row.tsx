import { KeyRound, Pencil, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import { LongText } from '#web/features/admin/shell/long-text.tsx'

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
  onChangeRole: () => void
  /** The signed-in admin's own row: its role is not theirs to take back. */
  own: boolean
}

/** One account: a table row on a wide screen, a card on a phone (the type in its corner). */
export function UserRow({
  user,
  onEdit,
  onResetPassword,
  onDelete,
  onChangeRole,
  own,
}: UserRowProps) {
  const name = user.name.trim()
  const email = user.email.trim()
  return (
    <CardRow className="lg:align-middle">
      <CardRowHeader
        className={`pr-32 font-medium break-words lg:pr-4 ${name ? '' : 'text-stone-500'}`}
      >
        {name || NO_NAME}
      </CardRowHeader>
      <CardCell place="wide">
        {email ? (
          <LongText text={email} className="lg:max-w-72" />
        ) : (
          <span className="text-stone-500">{NO_EMAIL}</span>
        )}
      </CardCell>
      <CardCell place="corner">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${
            user.isAdmin ? 'bg-purple-100 text-purple-800' : 'bg-stone-100 text-stone-700'
          }`}
        >
          {user.isAdmin ? 'Administrador' : 'Cliente'}
        </span>
      </CardCell>
      <CardCell place="wide">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9 px-3" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={onResetPassword}>
            <KeyRound aria-hidden="true" className="size-4" />
            Redefinir Senha
          </Button>
          {user.isAdmin ? (
            !own && (
              <Button variant="secondary" className="min-h-9 px-3" onClick={onChangeRole}>
                <ShieldOff aria-hidden="true" className="size-4" />
                Remover administrador
              </Button>
            )
          ) : (
            <Button variant="secondary" className="min-h-9 px-3" onClick={onChangeRole}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Tornar administrador
            </Button>
          )}
          {/* An admin account is never deleted (the server refuses it too): demoted first. */}
          {!user.isAdmin && (
            <Button variant="danger" className="min-h-9 px-3" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              Excluir
            </Button>
          )}
        </div>
      </CardCell>
    </CardRow>
  )
}
