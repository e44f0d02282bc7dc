import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminUsersQueryOptions, type AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import { useSession } from '#web/lib/session.ts'
import {
  ConfirmDeleteUser,
  ConfirmResetPassword,
  ConfirmRoleChange,
} from './user-confirmations.tsx'
import { UserEditDialog } from './user-edit-dialog.tsx'
import { UserRow } from './user-row.tsx'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

type Open = { kind: 'edit' | 'reset' | 'delete' | 'role'; user: AdminUser } | null

/**
 * Usuários: every account, with edit, password reset, its role (an admin's own excepted) and
 * (customers only) delete.
 */
export function UsersTab() {
  const query = useQuery(adminUsersQueryOptions())
  const { user: me } = useSession()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)

  // A failed list replaces the whole panel (admin-page.tsx), so only the wait is drawn here.
  if (!query.data) return <Spinner label="Carregando usuários..." />

  return (
    <section>
      <h2 id="admin-users-title" className="text-xl font-bold text-stone-900">
        Usuários
      </h2>
      {query.data.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum usuário cadastrado.</p>
      ) : (
        <CardTable
          labelledBy="admin-users-title"
          columns={['Nome', 'Email', 'Tipo', 'Ações']}
          minWidth="lg:min-w-[40rem]"
        >
          {query.data.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              onEdit={() => setOpen({ kind: 'edit', user })}
              onResetPassword={() => setOpen({ kind: 'reset', user })}
              onDelete={() => setOpen({ kind: 'delete', user })}
              onChangeRole={() => setOpen({ kind: 'role', user })}
              own={user.id === me?.id}
            />
          ))}
        </CardTable>
      )}
      {open?.kind === 'edit' && <UserEditDialog user={open.user} onClose={close} />}
      {open?.kind === 'reset' && <ConfirmResetPassword user={open.user} onClose={close} />}
      {open?.kind === 'delete' && <ConfirmDeleteUser user={open.user} onClose={close} />}
      {open?.kind === 'role' && <ConfirmRoleChange user={open.user} onClose={close} />}
    </section>
  )
}
