import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { ADDRESS, TestClient } from './test-client.ts'

export interface ProjectFixture {
  t: TestApp
  admin: TestClient
  adminId: string
  ana: TestClient
  anaId: string
  bia: TestClient
  biaId: string
  visitor: TestClient
  /** Generates a project through the admin route; its id. */
  createProject(clientId: string, changes?: Record<string, unknown>): Promise<string>
}

export const PROJECT = {
  name: 'Tapete Sob Medida',
  priceCents: 25000,
  category: 'Tapetes',
  image: 'https://cdn.exemplo.com/tapete.jpg',
  description: 'Tapete bordado à mão',
}

async function register(t: TestApp, email: string) {
  const client = new TestClient(t)
  const res = await client.post<{ user: { id: string } }>('/api/auth/register', {
    email,
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address: { ...ADDRESS, name: email.split('@')[0] },
  })
  if (res.status !== 201) throw new Error(`not registered: ${JSON.stringify(res.body)}`)
  return { client, id: res.body.user.id }
}

/** A fresh app with a signed-in admin, two signed-in customers (Ana and Bia) and a visitor. */
export async function projectFixture(): Promise<ProjectFixture> {
  const t = await createTestApp()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  const admin = new TestClient(t)
  const login = await admin.post<{ user: { id: string } }>('/api/auth/login', {
    email: 'dona@vitrine.test',
    password: 'dona-123',
  })
  const ana = await register(t, 'ana@exemplo.com')
  const bia = await register(t, 'bia@exemplo.com')
  return {
    t,
    admin,
    adminId: login.body.user.id,
    ana: ana.client,
    anaId: ana.id,
    bia: bia.client,
    biaId: bia.id,
    visitor: new TestClient(t),
    async createProject(clientId, changes = {}) {
      const res = await admin.post<{ project: { id: string } }>('/api/admin/projects', {
        ...PROJECT,
        clientId,
        ...changes,
      })
      if (res.status !== 201) throw new Error(`project not created: ${JSON.stringify(res.body)}`)
      return res.body.project.id
    },
  }
}
