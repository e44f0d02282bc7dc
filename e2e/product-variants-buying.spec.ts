import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible } from './support/axe.ts'
import { checkoutCartAsNewCustomer, payByPix } from './support/checkout.ts'
import { emailIn } from './support/email-log.ts'
import type { ListedProduct } from './support/catalog.ts'

// Decision 053: the demo cover comes in two sizes and three colours. On a 360 px phone a customer
// chooses '38 cm' by keyboard and 'Vermelha' by touch, sees its price and stock, buys both units
// with PIX; that combination is then 'Esgotado', the others keep theirs, and the order and its
// e-mail name the variant. Without JavaScript each value is a link to its variant's address.

const PHONE = { width: 360, height: 780 }
const COVER = 'Capa de Volante em Couro Legítimo com Costura Dupla'
const CHOSEN = `${COVER} — 38 cm / Vermelha`
const email = `variante.${Date.now()}@exemplo.com`

interface Detail {
  variants: { id: string; label: string; stock: number }[]
}

async function theCover(request: APIRequestContext) {
  const listed = (await (await request.get('/api/products')).json()) as { items: ListedProduct[] }
  const cover = listed.items.find((p) => p.name === COVER)
  expect(cover?.variantSummary.inOptions, 'the demo cover, in options').toBe(true)
  const detail = (await (await request.get(`/api/products/${cover!.id}`)).json()) as Detail
  const stock = Object.fromEntries(detail.variants.map((v) => [v.label, v.stock]))
  const id = (label: string) => detail.variants.find((v) => v.label === label)!.id
  return { id: cover!.id, stock, variantId: id }
}

const group = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: new RegExp(`^${name}`) })
const stockLine = (page: Page) => page.getByRole('main').locator('[data-stock]')

test('a customer on a phone picks 38 cm / Vermelha by keyboard and touch, buys both with PIX, and it is sold out', async ({
  browser,
  request,
}) => {
  // Two pages without JavaScript, a purchase, its payment and the page again: several screens.
  test.slow()
  const cover = await theCover(request)
  expect(cover.stock).toMatchObject({ '38 cm / Vermelha': 2, '37 cm / Vermelha': 2 })
  const red = cover.variantId('38 cm / Vermelha')

  // Without JavaScript a value is a link to its variant's page, drawn by the server.
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const still = await plain.newPage()
  await still.goto(`/product/${cover.id}`)
  await expect(still.getByText('A partir de R$ 189,90')).toBeVisible()
  await group(still, 'Tamanho').getByRole('radio', { name: '38 cm' }).click()
  await expect(still).toHaveURL(/\?variante=[0-9a-f-]{36}$/)
  await group(still, 'Cor da costura').getByRole('radio', { name: 'Vermelha' }).click()
  await expect(still).toHaveURL(`/product/${cover.id}?variante=${red}`)
  await expect(group(still, 'Tamanho')).toHaveAccessibleName('Tamanho: 38 cm')
  await expect(group(still, 'Cor da costura')).toHaveAccessibleName('Cor da costura: Vermelha')
  await expect(still.getByRole('main').getByText('R$ 199,90', { exact: true })).toBeVisible()
  await expect(stockLine(still)).toHaveText('2 em estoque')
  await plain.close()

  // With it, on a touch phone: nothing chosen yet, then a choice by the keyboard and one by touch.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await phone.newPage()
  await page.goto(`/product/${cover.id}`, { waitUntil: 'networkidle' })
  const size = group(page, 'Tamanho')
  await size.getByRole('radio', { name: '37 cm' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(size.getByRole('radio', { name: '38 cm' })).toBeFocused()
  await expect(size.getByRole('radio', { name: '38 cm' })).toHaveAttribute('aria-checked', 'true')
  await group(page, 'Cor da costura').getByRole('radio', { name: 'Vermelha' }).tap()
  await expect(page).toHaveURL(`/product/${cover.id}?variante=${red}`)
  const main = page.getByRole('main')
  await expect(main.getByText('R$ 199,90', { exact: true })).toBeVisible()
  await expect(main.getByText('R$ 179,91 no PIX')).toBeVisible()
  await expect(stockLine(page)).toHaveText('2 em estoque')
  await expectAccessible(page, 'the product page with a variant chosen')

  await page.getByRole('button', { name: 'Aumentar quantidade' }).tap()
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('2')
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).tap()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: CHOSEN })).toBeVisible()
  await expect(page.getByText('Preço unitário: R$ 199,90')).toBeVisible()

  await checkoutCartAsNewCustomer(page, {
    email,
    password: 'variante-123',
    name: 'Vera Variante',
    number: '38',
  })
  await expect(page.getByText(`2x ${CHOSEN}`)).toBeVisible()
  await payByPix(page)
  const [bank] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Pagar no PIX simulado' }).click(),
  ])
  await bank.getByRole('button', { name: 'Pagar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible({
    timeout: 15_000,
  })
  await bank.close()
  expect(await emailIn(email, 'Pagamento confirmado')).toContain(`- 2 x ${CHOSEN}`)
  await page.goto('/orders')
  await expect(page.getByRole('article', { name: /^Pedido #/ })).toContainText(CHOSEN)

  // That combination is sold out; the others kept their stock.
  const after = await theCover(request)
  expect(after.stock).toEqual({ ...cover.stock, '38 cm / Vermelha': 0 })
  await page.goto(`/product/${cover.id}?variante=${red}`, { waitUntil: 'networkidle' })
  await expect(stockLine(page)).toHaveText('Fora de estoque')
  await expect(
    group(page, 'Cor da costura').getByRole('radio', { name: 'Vermelha (Esgotado)' }),
  ).toBeVisible()
  await group(page, 'Tamanho').getByRole('radio', { name: '37 cm' }).tap()
  await expect(
    group(page, 'Cor da costura').getByRole('radio', { name: 'Vermelha', exact: true }),
  ).toHaveAttribute('aria-checked', 'true')
  await expect(stockLine(page)).toHaveText('2 em estoque')
  await phone.close()
})
