import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { PAGE_DATA_ID } from '#domain/page-data.ts'
import { insertDownload, updateDownload } from '#server/modules/downloads/download-repository.ts'
import { insertHelpPage, updateHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { updateProductFields } from '#server/modules/products/product-repository.ts'
import { deleteProject, insertProject } from '#server/modules/projects/project-repository.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createRenderedShop } from '#server/testing/rendered-shop.ts'
import { replacementPatterns } from '#server/testing/security/hostile-arbitraries.ts'
import { propertySeed } from '#server/testing/security/property-seed.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

/**
 * Bounded answers (decision 025): a text that reaches a page, sent by the visitor or stored by the
 * owner, with String.prototype.replace's patterns in it ('$`', "$'", '$&', '$$', '$1'), makes an
 * answer no larger than the same page without it plus 64 bytes for each byte of it, holding one
 * document whose data block parses; never a 500. "Without it" is the same request with 'x' in its
 * place, or the same rows holding 'x'.
 */

const ALLOWANCE_PER_BYTE = 64
const bytes = (text: string) => Buffer.byteLength(text)

let t: TestApp
let customer: TestClient
let customerId: string
let productId: string
let helpPageId: string
let downloadId: string
let projectId: string | undefined
const SLUG = 'pagina-com-padroes'

beforeAll(async () => {
  t = await createRenderedShop()
  const db = t.database.db
  productId = (await seedProduct(db, { stock: 5 })).id
  helpPageId = (await insertHelpPage(db, { title: 'x', slug: SLUG, questions: [] })).id
  downloadId = (
    await insertDownload(db, { title: 'x', url: 'https://x.example/x', description: 'x' })
  ).id
  customer = new TestClient(t)
  const registered = await customer.post<{ user: { id: string } }>('/api/auth/register', {
    email: 'padroes@exemplo.com',
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address: ADDRESS,
  })
  customerId = registered.body.user.id
}, 60_000)
afterAll(() => t.close())

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`)

interface Answer {
  status: number
  text: string
  type: string
  location: string | null
}

async function fetchAnswer(path: string, signedIn = false): Promise<Answer> {
  const cookie = signedIn && customer.cookie ? { cookie: customer.cookie } : undefined
  const res = await t.app.request(path, { headers: cookie })
  return {
    status: res.status,
    text: await res.text(),
    type: res.headers.get('content-type') ?? '',
    location: res.headers.get('location'),
  }
}

/**
 * One document, its data block JSON, no 5xx; and no larger than `plain` plus the allowance. A
 * redirect to the page's one spelling (seed 1178568464: '/product/ ', whose trailing space the URL
 * drops, is '/product/', answered 301 to '/product') goes to this site only and carries no body.
 */
function expectBounded(answer: Answer, plain: Answer, inputBytes: number, label: string) {
  expect(answer.status, label).toBeLessThan(500)
  expect(bytes(answer.text), label).toBeLessThanOrEqual(
    bytes(plain.text) + ALLOWANCE_PER_BYTE * inputBytes,
  )
  if (answer.status === 301) {
    expect(answer.location, label).toMatch(/^\/(?![/\\])/)
    return null
  }
  if (answer.type.startsWith('text/html')) {
    expect(answer.text.match(/<!doctype html>/gi)?.length, label).toBe(1)
    expect(answer.text.match(/<\/html>/gi)?.length, label).toBe(1)
    const block = DATA_BLOCK.exec(answer.text)?.[1]
    expect(block, label).toBeDefined()
    return JSON.parse(block!) as unknown
  }
  expect(answer.type, label).toMatch(/^application\/json/)
  return JSON.parse(answer.text) as unknown
}

/** The text in the data a page or an answer carries, as it was stored. */
const carries = (data: unknown, text: string) => JSON.stringify(data).includes(JSON.stringify(text))

describe('the attack of issue 34', () => {
  it("answers '/?q=' and 100 '$`' with one bounded document", async () => {
    const q = '$`'.repeat(100)
    const plain = await fetchAnswer('/?q=x')
    const answer = await fetchAnswer(`/?q=${q}`)
    expect(answer.status).toBe(200)
    const data = expectBounded(answer, plain, bytes(q), 'q')
    expect(carries(data, q)).toBe(true)
  })

  it("draws a product named 'a $$ b' as 'a $$ b' on the server", async () => {
    const product = await seedProduct(t.database.db, { name: 'a $$ b', stock: 3 })
    const answer = await fetchAnswer(`/product/${product.id}`)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('>a $$ b</h1>')
    expect(answer.text).toContain('<title>a $$ b')
    expect(carries(JSON.parse(DATA_BLOCK.exec(answer.text)![1]!), 'a $$ b')).toBe(true)
  })
})

/**
 * Each way a visitor's text reaches a page or an answer: a query, an id, a slug, a path. A search
 * may find what 'x' does not, so a search's page is bounded by the larger of the same search for
 * 'x' and the whole catalog (`all`), of which its results are a part.
 */
const REQUESTS: { url: (value: string) => string; all?: string }[] = [
  { url: (v) => `/?q=${v}`, all: '/' },
  { url: (v) => `/?categoria=${v}`, all: '/' },
  { url: (v) => `/?ordem=${v}` },
  // A product address whose id is no id at all ('/product/%20') is the product page's 'Produto não
  // encontrado' (decision 041), bounded by the shop's own 'Página não encontrada', which says more
  // (seed -567129371 found the product page's 'not found' larger than the page of '/product/x').
  { url: (v) => `/product/${v}`, all: '/pagina-que-nao-existe' },
  // A variant's choice in the address (decision 053): anything but one of the product's variants
  // is the product's own page, never a cache entry of its own.
  { url: (v) => `/product/${productId}?variante=${v}` },
  // A path of blanks sent raw ('/ ', seed -73927510) reaches the shop as '/': the request's own
  // URL parser drops them before the shop sees the path, so it is the home page, which the shop's
  // 'Página não encontrada' of '/x' does not bound. Escaped ('/%20'), it names no page (a 404).
  { url: (v) => `/${v}`, all: '/' },
  { url: (v) => `/duvidas?q=${v}` },
  { url: (v) => `/baixar?v=${v}` },
  { url: (v) => `/api/products?q=${v}`, all: '/api/products' },
  { url: (v) => `/api/products?category=${v}`, all: '/api/products' },
  { url: (v) => `/api/products/${v}` },
  { url: (v) => `/api/help-pages/${v}` },
]

describe('replacement patterns sent in queries, ids and paths', () => {
  it('answer no more than the same request with x, one document, never a 5xx', async () => {
    const { seed } = propertySeed('replacement patterns in requests', process.env.FC_SEED)
    const sent = fc.record({
      request: fc.integer({ min: 0, max: REQUESTS.length - 1 }),
      text: replacementPatterns,
      // As a browser sends it, or raw ('$', '&' and "'" are allowed in a path and a query).
      encoded: fc.boolean(),
    })
    // Every product and help page holds 'x', so the search for 'x' finds all of them, under the
    // same heading as any other search: a search that finds something (seed -544941174: '/?q=a'
    // found 'a $$ b') is then bounded by it, where the whole catalog's page lacks that heading.
    await t.database.db
      .update(products)
      .set({ name: sql`${products.name} || ' x'` })
      .where(sql`${products.name} not ilike '%x%'`)
    t.catalog.invalidate()
    await fc.assert(
      fc.asyncProperty(sent, async ({ request, text, encoded }) => {
        const value = encoded ? encodeURIComponent(text) : text
        const route = REQUESTS[request]!
        const url = route.url(value)
        const label = url.slice(0, 200)
        const withX = await fetchAnswer(route.url('x'))
        const all = route.all ? await fetchAnswer(route.all) : withX
        const plain = bytes(all.text) > bytes(withX.text) ? all : withX
        const answer = await fetchAnswer(url)
        expectBounded(answer, plain, bytes(value), label)
      }),
      { numRuns: 40, seed },
    )
  })
})

/** What the owner stores: the product, the help page, the download and a customer's project. */
async function store(text: string) {
  const db = t.database.db
  await updateProductFields(db, productId, {
    name: text,
    description: text,
    category: text,
    image: `https://cdn.exemplo.com/${text}.jpg`,
    priceCents: 4990,
    isCustomOrder: false,
    videoUrl: null,
  })
  await updateHelpPage(db, helpPageId, {
    title: text,
    slug: SLUG,
    questions: [{ question: text, youtubeUrl: `https://youtu.be/dQw4w9WgXcQ?t=${text}` }],
  })
  await updateDownload(db, downloadId, {
    title: text,
    url: `https://arquivos.exemplo.com/${text}.pdf`,
    description: text,
  })
  if (projectId) await deleteProject(db, projectId)
  projectId = (
    await insertProject(db, {
      userId: customerId,
      name: text,
      description: text,
      category: text,
      image: `https://cdn.exemplo.com/${text}.png`,
      priceCents: 25000,
    })
  ).id
  t.catalog.invalidate()
}

/** The pages and answers that carry the stored texts, and how many fields of each hold one. */
const STORED_ON = () => [
  { path: '/', fields: 4 },
  { path: `/product/${productId}`, fields: 4 },
  { path: '/duvidas', fields: 3 },
  { path: `/${SLUG}`, fields: 3 },
  { path: '/baixar', fields: 3 },
  { path: '/api/products', fields: 4 },
  { path: `/api/products/${productId}`, fields: 4 },
  { path: '/api/products/categories', fields: 1 },
  { path: '/api/help-pages', fields: 3 },
  { path: `/api/help-pages/${SLUG}`, fields: 3 },
  { path: '/api/downloads', fields: 3 },
  { path: '/api/projects', fields: 4, signedIn: true },
]

describe('replacement patterns in stored texts', () => {
  it('draw pages no larger than the same rows holding x, one document, the text as stored', async () => {
    const { seed } = propertySeed('replacement patterns in stored texts', process.env.FC_SEED)
    await fc.assert(
      fc.asyncProperty(replacementPatterns, async (text) => {
        await store('x')
        const plain = []
        for (const page of STORED_ON()) plain.push(await fetchAnswer(page.path, page.signedIn))
        await store(text)
        for (const [i, page] of STORED_ON().entries()) {
          const label = `${page.path} with ${text.slice(0, 100)}`
          const answer = await fetchAnswer(page.path, page.signedIn)
          expect(answer.status, label).toBe(200)
          const data = expectBounded(answer, plain[i]!, page.fields * bytes(text), label)
          expect(carries(data, text), label).toBe(true)
        }
        // On the product's page the name is drawn as stored, escaped as Preact escapes text.
        const product = await fetchAnswer(`/product/${productId}`)
        const drawn = text.replace(
          /[&<"]/g,
          (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;' })[c]!,
        )
        expect(product.text, text).toContain(`>${drawn}</h1>`)
      }),
      { numRuns: 8, seed },
    )
  }, 120_000)
})
