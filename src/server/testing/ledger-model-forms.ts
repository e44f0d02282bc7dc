import type { AdminProduct, ProductOptionView, ProductVariantView } from '#domain/product.ts'
import type { TestClient } from './test-client.ts'

// The owner's forms in the model-based test of the stock books (decision 011): the product form of
// a product that is its one variant, the variants' form of one in options (decision 053).

type Count = (what: string, status: number) => void

/**
 * The product forms the model's owner has open (by product and tab): loaded from the list, saved
 * with the stock changed by PATCH, which answers 200 or 409 (another save came first); any other
 * answer throws.
 */
export class ProductForms {
  private readonly open = new Map<string, { version: number; stock: number }>()

  constructor(
    private readonly admin: TestClient,
    private readonly count: Count,
  ) {}

  async load(key: string, productId: string) {
    const res = await this.admin.get<{ items: AdminProduct[] }>('/api/admin/products?limit=100')
    const product = res.body.items.find((p) => p.id === productId)
    if (product) this.open.set(key, { version: product.version, stock: product.stock })
  }

  /** The units the save applied (0 when refused, or no form was open). */
  async save(key: string, productId: string, index: number, change: number, adjustment: boolean) {
    const loaded = this.open.get(key)
    if (!loaded) return 0
    const stock = Math.max(0, loaded.stock + change)
    const res = await this.admin.request('PATCH', `/api/admin/products/${productId}`, {
      name: `Produto ${index}`,
      priceCents: 5000 + index,
      category: 'Modelo',
      stock,
      image: 'https://cdn.exemplo.com/p.jpg',
      description: 'Produto do modelo',
      isCustomOrder: false,
      version: loaded.version,
      stockLoaded: loaded.stock,
      ...(adjustment ? { stockReason: 'adjustment' } : {}),
    })
    this.count('save form', res.status)
    if (res.status !== 200 && res.status !== 409) {
      throw new Error(`save form: unexpected HTTP ${res.status} ${JSON.stringify(res.body)}`)
    }
    if (res.status !== 200) return 0
    this.open.delete(key)
    return stock - loaded.stock
  }

  clear() {
    this.open.clear()
  }
}

/** The owner's variants form of a product in options, as it loaded (GET .../variants). */
export interface VariantForm {
  version: number
  options: ProductOptionView[]
  variants: ProductVariantView[]
}

async function loadVariantForm(admin: TestClient, productId: string) {
  const res = await admin.get<VariantForm>(`/api/admin/products/${productId}/variants`)
  return res.status === 200 ? res.body : undefined
}

/**
 * The save of that form with the first variant's stock changed by `change` (not below zero), every
 * other field as loaded: PUT .../variants' body, and the stock typed.
 */
function changedVariantForm(form: VariantForm, change: number) {
  const typed = Math.max(0, form.variants[0]!.stock + change)
  const body = {
    version: form.version,
    options: form.options,
    variants: form.variants.map((v, k) => ({
      id: v.id,
      values: v.values,
      stock: k === 0 ? typed : v.stock,
      stockLoaded: v.stock,
      priceCents: v.priceCents,
      sku: v.sku,
      photo: v.photo,
      offered: v.offered,
    })),
  }
  return { body, applied: typed - form.variants[0]!.stock }
}

/**
 * The variants' forms the model's owner has open (by product and tab): loaded, then saved with the
 * first variant's stock changed. A save answers 200, 409 (another save came first) or 400
 * 'stock-below-zero' (sales took what it showed); any other answer throws.
 */
export class VariantForms {
  private readonly open = new Map<string, VariantForm>()

  constructor(
    private readonly admin: TestClient,
    private readonly count: Count,
  ) {}

  async load(key: string, productId: string) {
    const form = await loadVariantForm(this.admin, productId)
    if (form) this.open.set(key, form)
  }

  /** The units the save applied (0 when refused, or no form was open). */
  async save(key: string, productId: string, change: number): Promise<number> {
    const form = this.open.get(key)
    if (!form) return 0
    const { body, applied } = changedVariantForm(form, change)
    const res = await this.admin.request('PUT', `/api/admin/products/${productId}/variants`, body)
    this.count('save variants', res.status)
    const code = (res.body as { error?: { code?: string } }).error?.code
    const refused = res.status === 400 && code === 'stock-below-zero'
    if (res.status !== 200 && res.status !== 409 && !refused) {
      throw new Error(`save variants: unexpected HTTP ${res.status} ${JSON.stringify(res.body)}`)
    }
    if (res.status !== 200) return 0
    this.open.delete(key)
    return applied
  }

  clear() {
    this.open.clear()
  }
}
