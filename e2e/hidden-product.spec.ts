import { expect, test } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { fromShop } from './support/shop-origin.ts'
import { ownerContext } from './support/sign-in.ts'

// Decision 045: on a 360 px phone, the owner cannot delete a product that an order names; the
// refusal offers 'Ocultar da loja'. Hidden, the product leaves the store and its search, its old
// address says 'Produto não encontrado' (the owner sees it there under a banner), a cart holding it
// says so; shown again, it is back.

const PHONE = { width: 360, height: 780 }
const name = `Capa Lilás Oculta ${Date.now()}`

test('the owner hides a product that orders name, the store loses it, and the owner shows it again', async ({
  browser,
}) => {
  const ownerBrowser = await ownerContext(browser, PHONE)
  const created = await ownerBrowser.request.post(
    '/api/admin/products',
    fromShop({
      name,
      priceCents: 15990,
      category: 'Volantes',
      stock: 4,
      image: '/demo/products/manopla-cambio-trancada.svg',
      description: 'Capa de volante lilás, costurada à mão.',
    }),
  )
  expect(created.status()).toBe(201)
  const { product } = (await created.json()) as { product: { id: string } }

  // A customer buys one (so the product is in an order), and keeps another in the cart.
  const shopper = await browser.newContext({ viewport: PHONE })
  const buyer = `Cliente Oculto ${Date.now()}`
  const registered = await shopper.request.post(
    '/api/auth/register',
    fromShop({
      email: `oculto-${Date.now()}@exemplo.com`,
      password: 'oculto-123',
      confirmPassword: 'oculto-123',
      address: apiAddress(buyer),
    }),
  )
  expect(registered.status()).toBe(201)
  const bought = await shopper.request.post(
    '/api/orders',
    fromShop({
      items: [{ productId: product.id, quantity: 1 }],
      address: apiAddress(buyer),
      paymentMethod: 'pix',
    }),
  )
  expect(bought.status()).toBe(201)
  try {
    const store = await shopper.newPage()
    // A tap before the page has hydrated is lost (decision 036): wait for its code.
    await store.goto(`/product/${product.id}`, { waitUntil: 'networkidle' })
    await store.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
    await expect(store.getByRole('link', { name: 'Finalizar Compra' })).toBeVisible()

    // 'Excluir' is refused with the specification's text, and 'Ocultar da loja' is offered beside it.
    const owner = await ownerBrowser.newPage()
    await owner.goto('/admin?tab=produtos')
    const card = owner.getByRole('row').filter({ hasText: name })
    await card.getByRole('button', { name: `Excluir ${name}` }).click()
    await owner
      .getByRole('dialog', { name: 'Excluir produto' })
      .getByRole('button', { name: 'Excluir' })
      .click()
    const refused = owner.getByRole('dialog', { name: 'Excluir produto' })
    await expect(refused.getByRole('alert')).toContainText(
      'Este produto não pode ser excluído porque está associado a pedidos existentes.',
    )
    await refused.getByRole('button', { name: 'Ocultar da loja' }).click()
    await expect(owner.getByText(/^Produto oculto da loja/)).toBeVisible()
    await expect(card.getByText('Oculto da loja')).toBeVisible()

    // The store, its search and the old address lose it; the cart says it is no longer sold.
    await store.goto('/')
    await expect(store.getByRole('article').first()).toBeVisible()
    await expect(store.getByRole('article').filter({ hasText: name })).toHaveCount(0)
    await store.goto(`/?q=${encodeURIComponent('lilás oculta')}`)
    await expect(store.getByText('Nenhum produto encontrado')).toBeVisible()
    const gone = await store.goto(`/product/${product.id}`)
    expect(gone?.status()).toBe(404)
    await expect(
      store.getByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeVisible()
    await store.goto('/cart')
    await expect(
      store.getByText('Este produto não está mais à venda. Remova-o do carrinho.'),
    ).toBeVisible()

    // The owner, at the same address, sees it under the banner, with nothing to buy.
    await owner.goto(`/product/${product.id}`)
    await expect(owner.getByRole('note')).toContainText('Oculto da loja')
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(owner.getByRole('button', { name: 'Adicionar ao Carrinho' })).toHaveCount(0)
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    )

    // 'Mostrar na loja': back in the store.
    await owner.getByRole('link', { name: 'Mostrar na loja em Produtos' }).click()
    await card.getByRole('button', { name: `Mostrar na loja: ${name}` }).click()
    await expect(owner.getByText('Produto de volta à loja.')).toBeVisible()
    await expect(card.getByText('Oculto da loja')).toHaveCount(0)
    await store.goto(`/product/${product.id}`)
    await expect(store.getByRole('heading', { level: 1, name })).toBeVisible()
  } finally {
    // Out of the way of the specs that count the demo catalog: the unpaid order, then the product.
    const orderId = ((await bought.json()) as { order: { id: string } }).order.id
    const deletedOrder = await ownerBrowser.request.delete(
      `/api/admin/orders/${orderId}`,
      fromShop(),
    )
    expect(deletedOrder.status()).toBe(204)
    const deleted = await ownerBrowser.request.delete(
      `/api/admin/products/${product.id}`,
      fromShop(),
    )
    expect(deleted.status()).toBe(204)
  }
})
