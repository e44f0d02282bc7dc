import { expect, test } from '@playwright/test'
import { checkoutAsNewCustomer } from './support/checkout.ts'
import { signInByApi } from './support/sign-in.ts'
import { apiAddress } from './support/address.ts'
import { PIX_SHOP_ORIGIN } from './support/shop-origin.ts'
import { firstBuyable } from './support/catalog.ts'

// Decision 018 on a shop of its own (playwright.config's 'pix' project): no Mercado Pago, so the
// simulated provider makes the PIX charges, with PIX_EXPIRY_MINUTES=1 and PAYMENT_SYNC_SECONDS=2,
// so an unpaid order expires within this test and no other test waits for it.

const email = `pix.${Date.now()}@exemplo.com`
const password = 'pix-12345'

test.describe.configure({ mode: 'serial' })

test("a customer pays PIX on the simulated provider's page and the checkout shows 'Pagamento Confirmado!' by itself", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await checkoutAsNewCustomer(page, { email, password, name: 'Paula Pix', number: '77' })
  await page.getByLabel('PIX (10% de desconto)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()

  // The charge: QR code, copy-paste code, amount and how long it is valid.
  await expect(page.getByRole('img', { name: /QR Code PIX do pedido #/ })).toBeVisible()
  await expect(page.getByLabel('PIX Copia e Cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  await expect(page.getByText(/Válido até \d{2}:\d{2}/)).toBeVisible()

  // The simulated bank app opens in another tab; this one is left alone.
  const [bank] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Pagar no PIX simulado' }).click(),
  ])
  await expect(bank.getByRole('heading', { name: 'PIX simulado' })).toBeVisible()
  await bank.getByRole('button', { name: 'Pagar PIX' }).click()
  await expect(bank.getByText('Pagamento PIX recebido')).toBeVisible()

  // No reload, no click: the checkout notices within seconds.
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible({
    timeout: 15_000,
  })
})

test('an order left unpaid is cancelled when its PIX expires, and its stock is back', async ({
  page,
}) => {
  // PIX_EXPIRY_MINUTES=1, checked every 2 s: a little over a minute.
  test.setTimeout(150_000)
  await signInByApi(page.request, { email, password })
  await page.goto('/')
  // Signed in when the nav offers the account and 'Sair' ('Pedidos' is there for everyone).
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible()

  const product = await firstBuyable(page.request, 2)
  const stockOf = async () =>
    ((await (await page.request.get(`/api/products/${product.id}`)).json()) as { stock: number })
      .stock
  const before = await stockOf()
  const placed = await page.request.post('/api/orders', {
    headers: { Origin: PIX_SHOP_ORIGIN },
    data: {
      items: [{ productId: product.id, quantity: 2 }],
      address: apiAddress('Paula Pix'),
      paymentMethod: 'pix',
    },
  })
  expect(placed.status()).toBe(201)
  const { order } = (await placed.json()) as { order: { shortId: string } }
  expect(await stockOf()).toBe(before - 2)

  await page.goto('/orders')
  const card = page.getByRole('article', { name: `Pedido #${order.shortId}` })
  await expect(card.getByText('Aguardando Pagamento')).toBeVisible()
  await expect(card.getByText(/Válido até \d{2}:\d{2}/)).toBeVisible()
  // The page follows the order by itself while its charge is live.
  await expect(card.getByText('Cancelado', { exact: true })).toBeVisible({ timeout: 120_000 })
  await expect(card.getByRole('button', { name: /Pagar/ })).toHaveCount(0)
  expect(await stockOf()).toBe(before)
})
