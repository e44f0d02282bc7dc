import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { insertManyOrders, registerBuyer } from '#server/testing/admin-order-fixtures.ts'
import type { TestClient } from '#server/testing/test-client.ts'

/**
 * GET /api/admin/orders/export.csv: the filtered list, every page of it, as a file
 * Excel in Brazil opens. Three orders placed through the API at fixed times, then 25 generated
 * ones (older, from 'Cliente h' on) so the export is longer than one page of the list.
 */

let f: AdminFixture
let hacker: string
let maria: string
let rio: string

const HEADER =
  'Pedido;Data;Cliente;Email;WhatsApp;Status;Pagamento;Total (R$);Itens;Rua;Número;Complemento;Bairro;Cidade/UF;CEP'
/** ADDRESS (test-client.ts) as the export writes it, street to CEP. */
const PAULISTA = 'Avenida Paulista;1000;Apto 12;Bela Vista;São Paulo/SP;01310-100'

beforeAll(async () => {
  f = await adminFixture()
  const db = f.t.database.db
  const rows = await insertProducts(db, [
    { name: 'Capa de volante', priceCents: 5000, description: 'd', image: '/c.svg', stock: 50 },
    { name: 'Tapete; "Luxo"', priceCents: 113450, description: 'd', image: '/t.svg', stock: 50 },
  ])
  const [capa, tapete] = rows.map((r) => r.id) as [string, string]
  const evil = await registerBuyer(f.t, 'evil@exemplo.com', '=HYPERLINK("http://x","y")')
  hacker = await evil.placeOrder([
    { productId: capa, quantity: 2 },
    { productId: tapete, quantity: 1 },
  ])
  maria = await f.placeOrder([{ productId: capa, quantity: 1 }])
  await f.admin.request('PATCH', `/api/admin/orders/${maria}/status`, { status: 'pago' })
  const carioca = await registerBuyer(f.t, 'carioca@exemplo.com', 'Zé Carioca')
  rio = await carioca.placeOrder([{ productId: capa, quantity: 3 }], {
    address: { city: 'Rio de Janeiro', state: 'RJ', cep: '20040-020' },
  })
  // 14:05, 14:06 and 14:07 in Brasília on 22/11/2026, the hacker's the newest.
  for (const [id, minute] of [
    [rio, 5],
    [maria, 6],
    [hacker, 7],
  ] as const) {
    const at = new Date(`2026-11-22T17:0${minute}:00Z`)
    await db.update(orders).set({ createdAt: at }).where(eq(orders.id, id))
  }
  await insertManyOrders(db, 25)
  // The generated orders: older than the three (their times are relative to now).
  await db.execute(sql`update orders set created_at = created_at - interval '10 years'
    where id not in (${hacker}, ${maria}, ${rio})`)
})
afterAll(() => f.t.close())

async function download(query = '', client: TestClient = f.admin) {
  const res = await f.t.app.request(`/api/admin/orders/export.csv${query}`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { res, bytes, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') }
}

const short = (id: string) => `#${id.slice(0, 8)}`

describe('GET /api/admin/orders/export.csv', () => {
  it('is a UTF-8 CSV download, dated in its name, kept by no cache', async () => {
    const { res, bytes } = await download()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The byte order mark, then the header: Excel reads the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('writes every order, newest first, one CRLF-ended record each, no page limit', async () => {
    const { text, lines } = await download()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines[0]).toBe(HEADER)
    expect(lines.slice(1, 4).map((l) => l.split(';')[0])).toEqual([
      short(hacker),
      short(maria),
      short(rio),
    ])
    // 3 + 25 orders, the header, and the empty string after the last CRLF.
    expect(lines).toHaveLength(30)
    expect(lines[4]).toMatch(/^#[0-9a-f]{8};\d\d\/\d\d\/\d{4} \d\d:\d\d;Cliente h;cliente\.h@/)
  })

  it('writes each column in pt-BR: date in Brasília, status label, payment, total, items, the address street to CEP', async () => {
    const { lines } = await download()
    expect(lines[2]).toBe(
      `${short(maria)};22/11/2026 14:06;Maria da Silva;cliente@exemplo.com;(11) 98765-4321;Pago;PIX;45,00;1 x Capa de volante;${PAULISTA}`,
    )
    expect(lines[3]).toBe(
      `${short(rio)};22/11/2026 14:05;Zé Carioca;carioca@exemplo.com;(11) 98765-4321;Aguardando Pagamento;PIX;135,00;3 x Capa de volante;Avenida Paulista;1000;Apto 12;Bela Vista;Rio de Janeiro/RJ;20040-020`,
    )
  })

  it('makes a customer named =HYPERLINK("http://x","y") inert, and quotes what holds ; or "', async () => {
    const { lines } = await download()
    // (2 x 50,00 + 1.134,50) x 0.9 = 1.111,05
    expect(lines[1]).toBe(
      `${short(hacker)};22/11/2026 14:07;"'=HYPERLINK(""http://x"",""y"")";evil@exemplo.com;(11) 98765-4321;Aguardando Pagamento;PIX;1111,05;"2 x Capa de volante; 1 x Tapete; ""Luxo""";${PAULISTA}`,
    )
  })

  it('follows the status filter and the search', async () => {
    const pago = await download('?status=pago')
    expect(pago.lines[1]).toMatch(new RegExp(`^${short(maria)};`))
    expect(pago.lines.filter((l) => l.includes(';Pago;'))).toHaveLength(pago.lines.length - 2)
    const byName = await download('?q=carioca')
    expect(byName.lines).toEqual([HEADER, expect.stringMatching(`^${short(rio)};`), ''])
    const byId = await download(`?q=${short(hacker).replace('#', '%23').toUpperCase()}`)
    expect(byId.lines).toEqual([HEADER, expect.stringMatching(`^${short(hacker)};`), ''])
  })

  it('an empty result is the header alone; a filter out of range exports everything', async () => {
    expect((await download('?q=ninguem')).lines).toEqual([HEADER, ''])
    expect((await download('?status=perdido&page=-1')).lines).toHaveLength(30)
  })

  it('is the owner’s alone', async () => {
    const visitor = await download('', f.visitor)
    expect(visitor.res.status).toBe(401)
    expect(visitor.text).not.toContain('evil@exemplo.com')
    const customer = await download('', f.customer)
    expect(customer.res.status).toBe(403)
    expect(customer.text).not.toContain('evil@exemplo.com')
  })
})
