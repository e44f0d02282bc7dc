import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import { createSession } from '#server/modules/accounts/sessions.ts'
import { insertDownload } from '#server/modules/downloads/download-repository.ts'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { upsertLead } from '#server/modules/leads/lead-repository.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { insertProject } from '#server/modules/projects/project-repository.ts'
import { PROJECT } from '#server/testing/project-fixtures.ts'
import { insertOrder, insertPixChargeOrder, insertUser } from '#server/testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { CUSTOMER_PASSWORD, customerWithPassword, registered } from './security-accounts.ts'
import { emailedLink } from './emailed-links.ts'
import { securityReads, type SecurityReads } from './security-reads.ts'
import { VIACEP_URL, withViaCepFake } from '#server/testing/viacep-fake.ts'

export { CUSTOMER_PASSWORD }

/** 'customer' is A, who owns every record the routes are called on; 'other' is customer B. */
export const ROLES = ['visitor', 'customer', 'other', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const OWNER_EMAIL = 'dona@vitrine.test'
const OWNER_PASSWORD = 'dona-123'

/** What only customer A (and the admin) may ever see; no answer to anyone else contains these. */
export const A_STREET = 'Rua Secreta da Ana'
export const A_PROJECT_NAME = 'Projeto Exclusivo da Ana'
export const A_EMAIL = 'ana@exemplo.com'
export const B_EMAIL = 'bia@exemplo.com'

export const A_ADDRESS = { ...ADDRESS, name: 'Ana Souza', street: A_STREET }
export const B_ADDRESS = { ...ADDRESS, name: 'Bia Lima', street: 'Rua da Bia' }

export interface Answer {
  status: number
  text: string
}

export interface SecurityKit {
  t: TestApp
  db: Db
  ids: { customer: string; other: string; admin: string }
  /** A's PIX order placed through POST /api/orders (with A's address), a product and a help page. */
  order: string
  productId: string
  helpSlug: string
  /** Who signs in through POST /api/auth/login when the matrix calls it as this role. */
  credentials(role: Role): { email: string; password: string }
  /** Calls the app as a role; a signed-in role gets a session of its own for this one call. */
  call(
    role: Role,
    method: string,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<Answer>
  /** Signs a role in through the API and keeps its cookie, for multi-step stories. */
  signIn(email: string, password: string): Promise<TestClient>
  /** Records made for one call, so a call that changes or deletes its record leaves others intact. */
  fresh: {
    user(): Promise<{ id: string; email: string }>
    resetToken(userId: string): Promise<string>
    /** An unspent access link ('Receber link de acesso por email') of the account. */
    accessLink(userId: string): Promise<string>
    /** An unspent invitation of a client's account made with a project (decision 047). */
    invitation(userId: string): Promise<string>
    cardOrder(): Promise<string>
    /** A card order of A's, paid (its payment approved), shipped or made to order as told. */
    paidOrder(options?: { shipped?: boolean; customWork?: boolean }): Promise<string>
    /** A PIX order with a live simulated charge. */
    pixOrder(): Promise<string>
    project(): Promise<string>
    product(): Promise<string>
    helpPage(): Promise<string>
    download(): Promise<string>
    lead(): Promise<void>
    email(): string
  }
  read: SecurityReads
  admins(): Promise<string[]>
}

/** `env` adds settings to the test shop's (a live shop needs PIX_KEY: A's order is paid by PIX). */
export async function securityFixture(env: Record<string, string> = {}): Promise<SecurityKit> {
  const t = await withViaCepFake(() => createTestApp({ VIACEP_URL, ...env }))
  const db = t.database.db
  await ensureAdmin(db, { email: OWNER_EMAIL, password: OWNER_PASSWORD })
  const [owner] = await db.select().from(users).where(eq(users.email, OWNER_EMAIL))
  const a = await registered(t, A_EMAIL, A_ADDRESS)
  const b = await registered(t, B_EMAIL, B_ADDRESS)
  const ids = { customer: a.id, other: b.id, admin: owner!.id }
  const spare = { email: 'avulso@exemplo.com', password: 'avulso-1' }
  await customerWithPassword(db, spare.email, spare.password)
  const logins = {
    visitor: spare,
    customer: { email: A_EMAIL, password: CUSTOMER_PASSWORD },
    other: { email: B_EMAIL, password: CUSTOMER_PASSWORD },
    admin: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
  }

  const product = await seedProduct(db, { stock: 1000, name: 'Manopla de Câmbio' })
  const placed = await a.client.post<{ order: { id: string } }>('/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
    address: A_ADDRESS,
    paymentMethod: 'pix',
  })
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`)
  const helpSlug = 'como-instalar-a-manopla'
  await insertHelpPage(db, {
    title: 'Como instalar a manopla',
    slug: helpSlug,
    questions: [{ question: 'Precisa de ferramenta?', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
  })

  const kit: SecurityKit = {
    t,
    db,
    ids,
    order: placed.body.order.id,
    productId: product.id,
    helpSlug,
    credentials: (role) => logins[role],
    async call(role, method, path, body, extraHeaders = {}) {
      const headers: Record<string, string> = { ...extraHeaders }
      // A multipart form (the photo upload) carries its own content type and boundary.
      const form = body instanceof FormData
      if (body !== undefined && !form) headers['content-type'] = 'application/json'
      if (role !== 'visitor') {
        headers.cookie = `${SESSION_COOKIE}=${await createSession(db, ids[role], false)}`
      }
      const res = await t.app.request(path, {
        method,
        headers,
        body: body === undefined || form ? body : JSON.stringify(body),
      })
      return { status: res.status, text: await res.text() }
    },
    async signIn(email, password) {
      const client = new TestClient(t)
      const res = await client.post('/api/auth/login', { email, password })
      if (res.status !== 200) throw new Error(`no login for ${email}: ${JSON.stringify(res.body)}`)
      return client
    },
    fresh: {
      email: () => `pessoa-${randomUUID()}@exemplo.com`,
      async user() {
        const user = await insertUser(db)
        return { id: user.id, email: user.email }
      },
      resetToken: (userId) => emailedLink(db, 'reset', userId),
      accessLink: (userId) => emailedLink(db, 'access', userId),
      invitation: (userId) => emailedLink(db, 'invitation', userId),
      cardOrder: () =>
        insertOrder(db, { userId: ids.customer, items: [{ productId: product.id, quantity: 1 }] }),
      paidOrder: (options = {}) =>
        insertOrder(db, {
          userId: ids.customer,
          status: options.shipped ? 'enviado' : 'pago',
          paymentStatus: 'approved',
          mercadoPagoPaymentId: '880011',
          items: [
            {
              productId: product.id,
              quantity: 1,
              unitsState: options.shipped ? 'shipped' : 'held',
              customWork: options.customWork ?? false,
            },
          ],
        }),
      pixOrder: () =>
        insertPixChargeOrder(db, {
          userId: ids.customer,
          items: [{ productId: product.id, quantity: 1 }],
        }),
      async project() {
        const row = await insertProject(db, { ...PROJECT, name: A_PROJECT_NAME, userId: a.id })
        return row.id
      },
      async product() {
        return (await seedProduct(db)).id
      },
      async helpPage() {
        const row = await insertHelpPage(db, {
          title: 'Página de teste',
          slug: `pagina-${randomUUID()}`,
          questions: [{ question: 'Dúvida?', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
        })
        return row.id
      },
      async download() {
        const row = await insertDownload(db, {
          title: 'Manual',
          url: 'https://arquivos.exemplo.com/manual.pdf',
          description: null,
        })
        return row.id
      },
      async lead() {
        await upsertLead(db, {
          productId: product.id,
          variantId: null,
          whatsapp: `1198765${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
          carInfo: 'Gol 2010',
          kind: 'notify',
        })
      },
    },
    read: securityReads(db),
    async admins() {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isAdmin, true))
      return rows.map((r) => r.email).sort()
    },
  }
  return kit
}
