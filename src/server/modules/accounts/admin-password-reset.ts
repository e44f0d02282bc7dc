import type { Db } from '#server/db/client.ts'
import { listAdmins, updateUser } from './user-repository.ts'

export type AdminPasswordReset = { done: true; email: string } | { done: false; message: string }

/**
 * `npm run admin:password`: gives an admin account a new password hash. The account is found by
 * its admin flag (its email may have changed since the first start), or by `email` when the shop
 * has several admins. Refuses, with what to do in pt-BR, when it cannot tell which.
 */
export async function resetAdminPassword(
  db: Db,
  passwordHash: string,
  email?: string,
): Promise<AdminPasswordReset> {
  const admins = await listAdmins(db)
  if (admins.length === 0) {
    return {
      done: false,
      message: 'Nenhuma conta de administrador. Rode npm start uma vez para criá-la.',
    }
  }
  const names = admins.map((admin) => admin.email).join(', ')
  const wanted = email?.trim().toLowerCase()
  const target = wanted ? admins.find((admin) => admin.email === wanted) : admins[0]
  if (wanted && !target) {
    return {
      done: false,
      message: `Nenhuma conta de administrador com o email ${wanted}. Administradores: ${names}.`,
    }
  }
  if (!wanted && admins.length > 1) {
    return {
      done: false,
      message: `Há ${admins.length} administradores (${names}): diga qual com --email <email>.`,
    }
  }
  await updateUser(db, target!.id, { passwordHash })
  return { done: true, email: target!.email }
}
