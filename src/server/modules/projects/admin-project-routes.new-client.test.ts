import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessLinks, users } from '#server/db/schema/accounts.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { hashToken } from '#server/modules/accounts/tokens.ts'
import { PROJECT, projectFixture, type ProjectFixture } from '#server/testing/project-fixtures.ts'
import { TestClient } from '#server/testing/test-client.ts'

let f: ProjectFixture
beforeAll(async () => {
  f = await projectFixture()
})
afterAll(() => f.t.close())

const INVALID =
  'Convite inválido, expirado ou já usado. Peça um link de acesso na página de login com o seu e-mail.'
const db = () => f.t.database.db
const counts = async () => ({
  users: await db().$count(users),
  projects: await db().$count(customProducts),
  emails: await db().$count(emailOutbox),
})

/** Makes a project for a new client by the admin route; answers the body and the e-mailed link. */
async function projectForNewClient(email: string, name = 'Carla Souza') {
  const res = await f.admin.post<{ project: { id: string; clientId: string }; client: string }>(
    '/api/admin/projects',
    { ...PROJECT, newClient: { name, email } },
  )
  expect(res.status).toBe(201)
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, email.trim().toLowerCase()),
        eq(emailOutbox.type, 'project-invitation'),
      ),
    )
  const url = new URL((mail?.data as { invitationUrl: string }).invitationUrl)
  const link = { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! }
  return { body: res.body, url, link }
}

describe('a project for a new client (decision 047)', () => {
  it('makes the account without a password, the project on it and the invitation, hashed, for 7 days', async () => {
    const before = Date.now()
    const { body, url, link } = await projectForNewClient('  Carla@Exemplo.com ')
    expect(body).toMatchObject({
      client: 'invited',
      project: {
        clientName: 'Carla Souza',
        clientEmail: 'carla@exemplo.com',
        termsAccepted: false,
      },
    })
    expect(url.origin + url.pathname).toBe(`${f.t.config.publicUrl}/invitation`)
    expect(link.email).toBe('carla@exemplo.com')

    const [account] = await db().select().from(users).where(eq(users.email, 'carla@exemplo.com'))
    expect(account).toMatchObject({ name: 'Carla Souza', isAdmin: false })
    expect(account!.passwordHash).not.toMatch(/^\$argon2/)
    const [stored] = await db()
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.userId, account!.id))
    expect(stored).toMatchObject({
      purpose: 'invitation',
      tokenHash: hashToken(link.token),
      usedAt: null,
    })
    expect(stored!.tokenHash).not.toBe(link.token)
    const days = (stored!.expiresAt.getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
    const [project] = await db()
      .select()
      .from(customProducts)
      .where(eq(customProducts.id, body.project.id))
    expect(project?.userId).toBe(account!.id)

    // No password opens it: the same answer as a wrong one.
    for (const password of ['', 'qualquer-senha', account!.passwordHash]) {
      const res = await new TestClient(f.t).post('/api/auth/login', { email: link.email, password })
      expect(res.status).toBe(password ? 401 : 400)
    }
  })

  it('signs in once by the invitation, with the project in the cart; then a first password', async () => {
    const { link } = await projectForNewClient('davi@exemplo.com', 'Davi')
    const client = new TestClient(f.t)
    const opened = await client.post('/api/auth/invitation/sign-in', link)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({
      user: { email: 'davi@exemplo.com', name: 'Davi', isAdmin: false },
    })
    const mine = await client.get<{ projects: { name: string }[] }>('/api/projects')
    expect(mine.body.projects.map((p) => p.name)).toEqual([PROJECT.name])

    const again = await new TestClient(f.t).post('/api/auth/invitation/sign-in', link)
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error: { message: INVALID } })

    expect((await client.get('/api/account/password')).body).toEqual({ hasPassword: false })
    const short = await client.request('PUT', '/api/account/password', { newPassword: '123' })
    expect(short.status).toBe(400)
    const made = await client.request('PUT', '/api/account/password', {
      newPassword: 'davi-senha-1',
    })
    expect(made.status).toBe(200)
    expect(made.body).toEqual({ message: 'Senha criada com sucesso!' })
    expect((await client.get('/api/account/password')).body).toEqual({ hasPassword: true })
    // A session cannot replace a real password without the current one.
    const replaced = await client.request('PUT', '/api/account/password', {
      newPassword: 'outra-senha-2',
    })
    expect(replaced.status).toBe(409)
    expect(replaced.body).toMatchObject({
      error: { message: 'Sua conta já tem uma senha. Para trocá-la, use "Alterar senha".' },
    })
    const login = await new TestClient(f.t).post('/api/auth/login', {
      email: 'davi@exemplo.com',
      password: 'davi-senha-1',
    })
    expect(login.status).toBe(200)
  })

  it('refuses an invitation forged, for another e-mail, expired, or opened as an access link', async () => {
    const { link } = await projectForNewClient('eva@exemplo.com', 'Eva')
    const visitor = new TestClient(f.t)
    const tries = [
      { ...link, token: 'a'.repeat(43) },
      { ...link, email: 'ana@exemplo.com' },
      { ...link, token: 'curto' },
    ]
    for (const body of tries) {
      const res = await visitor.post('/api/auth/invitation/sign-in', body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: { message: INVALID } })
    }
    // An invitation is not a 15-minute access link, nor the other way round.
    expect((await visitor.post('/api/auth/access-link/sign-in', link)).status).toBe(400)
    expect((await visitor.get('/api/auth/session')).body).toEqual({ user: null })

    await db()
      .update(accessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessLinks.tokenHash, hashToken(link.token)))
    const expired = await visitor.post('/api/auth/invitation/sign-in', link)
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ error: { message: INVALID } })
    const [stored] = await db()
      .select()
      .from(accessLinks)
      .where(eq(accessLinks.tokenHash, hashToken(link.token)))
    expect(stored?.usedAt).toBeNull()
  })

  it("puts the project on the account an e-mail already has, and says so; refuses an admin's", async () => {
    const before = await counts()
    const res = await f.admin.post('/api/admin/projects', {
      ...PROJECT,
      newClient: { name: 'Outro Nome', email: 'ANA@exemplo.com' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      client: 'existing',
      project: { clientId: f.anaId, clientEmail: 'ana@exemplo.com', clientName: 'ana' },
    })
    const after = await counts()
    expect(after).toEqual({ ...before, projects: before.projects + 1, emails: before.emails + 1 })
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'ana@exemplo.com'))
      .orderBy(emailOutbox.id)
    expect(mail?.type).not.toBe('project-invitation')

    const admin = await f.admin.post('/api/admin/projects', {
      ...PROJECT,
      newClient: { name: 'Dona', email: 'dona@vitrine.test' },
    })
    expect(admin.status).toBe(400)
    expect(admin.body).toMatchObject({
      error: {
        message: 'Este e-mail é de um administrador da loja: projetos são feitos para clientes.',
      },
    })
    expect(await counts()).toEqual(after)
  })

  it.each([
    [{ newClient: { name: ' ', email: 'f@exemplo.com' } }, 'Nome do cliente é obrigatório'],
    [{ newClient: { name: 'Fábio', email: 'não-é-email' } }, 'Email inválido'],
    [{ newClient: { name: 'Fábio' } }, 'Email é obrigatório'],
    [{}, 'Cliente é obrigatório'],
    [
      { newClient: { name: 'Fábio', email: 'f@exemplo.com' }, clientId: 'ANA' },
      'Escolha um cliente com conta ou informe um novo cliente, não os dois.',
    ],
  ])('answers 400 for %o and writes nothing', async (change, message) => {
    const before = await counts()
    const body = { ...PROJECT, ...change }
    if ('clientId' in body) body.clientId = f.anaId
    const res = await f.admin.post('/api/admin/projects', body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { message } })
    expect(await counts()).toEqual(before)
  })
})
