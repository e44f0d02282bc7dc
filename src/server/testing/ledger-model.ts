import { sql } from 'drizzle-orm'
import type { AdminProduct } from '#domain/product.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import { applyPaymentStatus } from '#server/modules/payments/apply-payment.ts'
import { brokenInvariants } from './ledger-invariants.ts'
import { OPENING, SECOND_VARIANT_UNITS, type Action, type Line } from './ledger-model-actions.ts'
import { testOrderMail } from './shop-settings-fixtures.ts'
import { ADDRESS, type TestClient } from './test-client.ts'
import { giveOption } from './variant-fixtures.ts'
import { ProductForms, VariantForms } from './ledger-model-forms.ts'

const inFortyDays = () => new Date(Date.now() + 40 * 24 * 60 * 60 * 1000)

/**
 * The model-based test of the stock books (decision 011): random sequences of what customers, the
 * owner, the payment provider and the delivery job do, through the real routes, with the
 * invariants checked after every step.
 */
export interface ModelWorld {
  db: Db
  config: Config
  admin: TestClient
  customers: [TestClient, TestClient]
}

/** What the test itself knows: the products, the orders placed, the forms open, the owner's changes. */
export class LedgerModel {
  products: string[] = []
  /** The variants of the products that have options, by product index. */
  variants = new Map<number, string[]>()
  orders: string[] = []
  /** Opening balances plus every accepted owner change, per product. */
  ownerUnits = new Map<string, number>()
  /** The product forms open, and the variants' forms of the products in options. */
  forms: ProductForms
  variantForms: VariantForms
  /** How often each action got each answer, over every run: what the sequences exercised. */
  outcomes = new Map<string, number>()

  constructor(private readonly w: ModelWorld) {
    const count = (what: string, status: number) => this.count(`${what} ${status}`)
    this.forms = new ProductForms(w.admin, count)
    this.variantForms = new VariantForms(w.admin, count)
  }

  /** Fresh data for a run: TRUNCATE (not a new database) and the products created by the owner. */
  async reset() {
    await this.w.db.execute(
      sql`truncate table orders, order_items, shipping_addresses, order_status_changes, order_notifications, order_payment_refusals, order_refunds, stock_movements, product_leads, product_photos, product_option_values, product_options, product_variants, products, email_outbox`,
    )
    this.products = []
    this.variants.clear()
    this.orders = []
    this.ownerUnits.clear()
    this.forms.clear()
    this.variantForms.clear()
    const kinds = [
      ...OPENING.map((stock) => ({ stock, isCustomOrder: false })),
      { stock: 0, isCustomOrder: true },
    ]
    for (const [i, { stock, isCustomOrder }] of kinds.entries()) {
      const res = await this.w.admin.post<{ product: AdminProduct }>('/api/admin/products', {
        name: `Produto ${i}`,
        priceCents: 5000 + i,
        category: 'Modelo',
        stock,
        isCustomOrder,
        image: 'https://cdn.exemplo.com/p.jpg',
        description: 'Produto do modelo',
      })
      if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`)
      this.products.push(res.body.product.id)
      this.ownerUnits.set(res.body.product.id, stock)
    }
    const sized = this.products[0]!
    const sizes = [
      { value: 'P', stock: OPENING[0]! },
      { value: 'G', stock: SECOND_VARIANT_UNITS },
    ]
    this.variants.set(0, await giveOption(this.w.db, sized, 'Tamanho', sizes))
    this.ownerUnits.set(sized, OPENING[0]! + SECOND_VARIANT_UNITS)
  }

  private count(outcome: string) {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1)
  }

  /** Any placed order by a random index; a negative one counts from the last placed. */
  private orderAt(i: number) {
    if (i < 0) return this.orders.at(i)
    return this.orders.length === 0 ? undefined : this.orders[i % this.orders.length]
  }

  private body(lines: Line[], card: boolean) {
    return {
      items: lines.map(([p, quantity, v = 0]) => {
        const variants = this.variants.get(p)
        const variantId = variants?.[v % variants.length]
        return { productId: this.products[p]!, quantity, ...(variantId ? { variantId } : {}) }
      }),
      address: ADDRESS,
      paymentMethod: card ? 'mercadopago' : 'pix',
    }
  }

  /** Runs one action; throws when an answer is one no caller should ever get. */
  async run(a: Action): Promise<void> {
    const { admin, customers } = this.w
    const expect = (status: number, allowed: number[], what: string, body?: unknown) => {
      this.count(`${what} ${status}`)
      if (!allowed.includes(status)) {
        throw new Error(`${what}: unexpected HTTP ${status} ${JSON.stringify(body)}`)
      }
    }
    switch (a.kind) {
      case 'place': {
        const headers: Record<string, string> = a.key ? { 'idempotency-key': a.key } : {}
        const res = await customers[a.customer].request<{ order: { id: string } }>(
          'POST',
          '/api/orders',
          this.body(a.lines, a.card),
          headers,
        )
        expect(res.status, [200, 201, 409, 422], 'place', res.body)
        if (res.status === 201) this.orders.push(res.body.order.id)
        return
      }
      case 'double-place': {
        const send = () =>
          customers[0].request<{ order: { id: string } }>(
            'POST',
            '/api/orders',
            this.body(a.lines, false),
            { 'idempotency-key': a.key },
          )
        const answers = await Promise.all([send(), send()])
        for (const r of answers) expect(r.status, [200, 201, 409, 422], 'double place', r.body)
        const placed = answers.find((r) => r.status === 201)
        // One attempt never places two orders, and its replay names the order it placed. (A
        // refusal for stock next to a 201 is fine: units came back between the two, and a refused
        // attempt is no order, so trying it again may succeed.)
        const ids = new Set(answers.filter((r) => r.status < 300).map((r) => r.body.order.id))
        if (ids.size > 1) throw new Error('one attempt placed two orders')
        if (placed) this.orders.push(placed.body.order.id)
        return
      }
      case 'status': {
        const id = this.orderAt(a.order)
        if (!id) return
        const res = await admin.request('PATCH', `/api/admin/orders/${id}/status`, {
          status: a.status,
        })
        return expect(res.status, [200, 404, 409], 'status', res.body)
      }
      case 'track': {
        const id = this.orderAt(a.order)
        if (!id) return
        const res = await admin.request('PUT', `/api/admin/orders/${id}/tracking`, {
          trackingCode: 'BR123',
        })
        return expect(res.status, [200, 404, 409], 'tracking', res.body)
      }
      case 'delete': {
        const id = this.orderAt(a.order)
        if (!id) return
        const res = await admin.request('DELETE', `/api/admin/orders/${id}`)
        return expect(res.status, [204, 404], 'delete')
      }
      case 'load-form': {
        const forms = this.variants.has(a.product) ? this.variantForms : this.forms
        return forms.load(`${a.product}:${a.tab}`, this.products[a.product]!)
      }
      case 'save-form': {
        const id = this.products[a.product]!
        const key = `${a.product}:${a.tab}`
        const applied = this.variants.has(a.product)
          ? await this.variantForms.save(key, id, a.change)
          : await this.forms.save(key, id, a.product, a.change, a.adjustment)
        this.ownerUnits.set(id, this.ownerUnits.get(id)! + applied)
        return
      }
      case 'payment': {
        const id = this.orderAt(a.order)
        if (!id) return
        const result = await applyPaymentStatus(
          this.w.db,
          id,
          { id: `${a.another ? 'outro-' : ''}pagamento-${id.slice(0, 8)}`, status: a.status },
          testOrderMail(this.w.config),
        )
        const [order] = await rawRows<{ refund_due: boolean }>(
          this.w.db,
          sql`select refund_due_at is not null as refund_due from orders where id = ${id}`,
        )
        const which = a.another ? 'another payment' : 'payment'
        this.count(`${which} ${a.status} ${order?.refund_due ? `${result}, refund due` : result}`)
        return
      }
      case 'returned': {
        const id = this.orderAt(a.order)
        if (!id) return
        const res = await admin.request('POST', `/api/admin/orders/${id}/returned`)
        return expect(res.status, [200, 404, 409], 'returned', res.body)
      }
      case 'refund': {
        const id = this.orderAt(a.order)
        if (!id) return
        const path = `/api/admin/orders/${id}/refund${a.byPix ? '/pix' : ''}`
        const res = await admin.request('POST', path)
        return expect(res.status, [200, 404, 409], a.byPix ? 'refund by pix' : 'refund', res.body)
      }
      case 'delivery-check':
        await markDeliveredOrders(this.w.db, testOrderMail(this.w.config), inFortyDays())
    }
  }

  /** The invariants of decision 011 (ledger-invariants.ts): empty when the books balance. */
  broken(): Promise<string[]> {
    return brokenInvariants(this.w.db, this.ownerUnits)
  }
}
