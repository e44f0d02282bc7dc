import { expect, test } from '@playwright/test'

test('a new visitor browses the store, opens a product and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' })

  await expect(
    page.getByRole('heading', { name: 'Acessórios feitos à mão para o seu carro' }),
  ).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(24)

  // Every kind of card is there: buyable, out of stock, made to order.
  await expect(page.getByRole('button', { name: 'Avise-me' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Interessado' }).first()).toBeVisible()
  const madeToOrder = cards.filter({ hasText: 'Produto sob encomenda' }).first()
  await expect(madeToOrder).not.toContainText('R$')

  const cartLink = page.getByRole('link', { name: /^Carrinho/ })
  await expect(cartLink).toHaveAccessibleName('Carrinho')

  const buyable = cards.filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
  const first = buyable.first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  const price = (await first.getByText(/^R\$\s/).textContent()) ?? ''
  expect(name).not.toBe('')
  await first.getByRole('link', { name: 'Ver Detalhes' }).click()

  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(price, { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
  await expect(page.getByText('Produto adicionado ao carrinho!')).toBeVisible()
  await expect(cartLink).toHaveAccessibleName('Carrinho, 1 item')
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
    'href',
    '/checkout',
  )

  // The toast goes away by itself after 3 seconds.
  await expect(page.getByText('Produto adicionado ao carrinho!')).toBeHidden({ timeout: 6000 })

  // The cart survives a reload (cart-storage in localStorage).
  await page.reload()
  await expect(cartLink).toHaveAccessibleName('Carrinho, 1 item')
})

test('an unknown product shows "Produto não encontrado" with the way back', async ({ page }) => {
  await page.goto('/product/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para a loja' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the grid has 1, 2 and 4 columns on small, medium and large screens', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/', { waitUntil: 'networkidle' })
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(24)
    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 8).map((el) => Math.round(el.getBoundingClientRect().top)),
    )
    const perRow = tops.filter((top) => top === tops[0]).length
    expect(perRow, `columns at ${width}px`).toBe(columns)
  }
})

test('a signed-out visitor opening /orders is sent to /login, remembering where they were', async ({
  page,
}) => {
  await page.goto('/orders')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders$/)
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
})

test('a corrupt cart in localStorage starts an empty cart instead of crashing', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cart-storage', '{not json'))
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('article')).toHaveCount(24)
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName('Carrinho')
})
