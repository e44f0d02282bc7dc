import { expect, test, type Locator, type Page } from '@playwright/test'

// Decision 023: a customer picks how many units to buy on the product page, and every price that is
// shown comes with what one unit costs paid by PIX.

/** 'R$ 1.234,50' (with the space Intl puts after R$; Playwright compares spaces normalized). */
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100)
const BRL_TEXT = /^R\$\s\d{1,3}(?:\.\d{3})*,\d{2}$/
const toCents = (text: string) => Number(text.replace(/\D/g, ''))
/** spec.md section 9: 10% off, rounded half up, in centavos (as the domain's `pixTotal`). */
const pixTotal = (cents: number) => Math.floor((cents * 90 + 50) / 100)

/** 'A partir de R$ 189,90': a product whose variants differ in price, at its lowest (decision 053). */
const FROM_TEXT = /^A partir de R\$\s\d{1,3}(?:\.\d{3})*,\d{2}$/

async function pixLineMatchesPrice(card: Locator) {
  const price = toCents(
    (await card.getByText(BRL_TEXT).or(card.getByText(FROM_TEXT)).textContent()) ?? '',
  )
  expect(price).toBeGreaterThan(0)
  // Seen as 'R$ 170,91 no PIX'; a screen reader hears 'ou' first, after the price.
  await expect(card.getByText(/ no PIX$/)).toHaveText(`ou ${brl(pixTotal(price))} no PIX`)
}

/** Console errors and warnings, and uncaught errors, from now on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`[console.${message.type()}] ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`))
  return problems
}

test('each store card with a price shows one unit paid by PIX, computed from that price', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()

  const count = await cards.count()
  let priced = 0
  let from = 0
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    if ((await card.getByText('Produto sob encomenda').count()) > 0) {
      await expect(card).not.toContainText('PIX')
    } else {
      await pixLineMatchesPrice(card)
      priced++
      from += await card.getByText(FROM_TEXT).count()
    }
  }
  expect(priced, 'cards with a price').toBeGreaterThan(0)
  // The demo cover: its 38 cm costs more, so its card shows the lowest price and its PIX price.
  expect(from, "cards 'A partir de' a price").toBe(1)
  expect(problems).toEqual([])
})

test('a customer buys two units from the product page', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const inStock = /^(?:[2-9]|\d{2,}) em estoque$/
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
    .filter({ has: page.getByText(inStock) })
    .first()
  const name = (await card.getByRole('heading').textContent()) ?? ''
  const stock = Number.parseInt((await card.getByText(inStock).textContent()) ?? '', 10)
  const price = toCents((await card.getByText(BRL_TEXT).textContent()) ?? '')
  expect(name).not.toBe('')
  expect(stock).toBeGreaterThanOrEqual(2)
  const detail = (await card.getByRole('link', { name: 'Ver Detalhes' }).getAttribute('href')) ?? ''
  expect(detail).toMatch(/^\/product\/[0-9a-f-]{36}$/)

  // The page as the server draws it, then hydrated: no error or warning on the way.
  const problems = watchProblems(page)
  await page.goto(detail, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(brl(price), { exact: true })).toBeVisible()
  await pixLineMatchesPrice(main)

  const quantity = page.getByRole('spinbutton', { name: 'Quantidade' })
  await expect(quantity).toHaveValue('1')
  // The bound comes with hydration: this browser's cart holds none of it yet.
  await expect(quantity).toHaveAttribute('max', String(stock))
  await expect(page.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled()

  // Typed past the stock, it goes back to the stock and says why.
  await quantity.fill(String(stock + 5))
  await expect(quantity).toHaveValue(String(stock))
  await expect(quantity).toHaveAccessibleDescription(`Máximo disponível: ${stock}.`)
  await quantity.fill('1')
  await expect(quantity).not.toHaveAttribute('aria-describedby')

  await page.getByRole('button', { name: 'Aumentar quantidade' }).click()
  await expect(quantity).toHaveValue('2')
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()

  await expect(page.getByText('Produto adicionado ao carrinho!')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
    'href',
    '/checkout',
  )
  await expect(quantity).toHaveCount(0)
  const cartLink = page.getByRole('link', { name: /^Carrinho/ })
  await expect(cartLink).toHaveAccessibleName('Carrinho, 2 itens')
  expect(problems).toEqual([])

  await cartLink.click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible()
  await expect(page.getByRole('status', { name: `Quantidade de ${name}`, exact: true })).toHaveText(
    '2',
  )
})
