// The accounts of the security tests: customers signed up through the API, or with a password.
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { hashPassword } from '#server/modules/accounts/password.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import type { ADDRESS } from '#server/testing/test-client.ts'
import { TestClient } from '#server/testing/test-client.ts'

export const CUSTOMER_PASSWORD = 'cliente-1'

/** A customer signed up through POST /api/auth/register, with their signed-in client. */
export async function registered(t: TestApp, email: string, address: typeof ADDRESS) {
  const client = new TestClient(t)
  const res = await client.post<{ user: { id: string } }>('/api/auth/register', {
    email,
    password: CUSTOMER_PASSWORD,
    confirmPassword: CUSTOMER_PASSWORD,
    address,
  })
  if (res.status !== 201) throw new Error(`not registered: ${JSON.stringify(res.body)}`)
  return { client, id: res.body.user.id }
}

/** A customer with a real password, for the routes that sign in. */
export async function customerWithPassword(db: Db, email: string, password: string) {
  const [row] = await db
    .insert(users)
    .values({ email, name: 'Cliente Extra', passwordHash: await hashPassword(password) })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  return row.id
}
