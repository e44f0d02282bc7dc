import { expect, test, type Locator, type Page } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { answerPixAsStatic } from './support/checkout.ts'
import { fromShop } from './support/shop-origin.ts'

// Decision 024, parts 2-5: what a screen reader hears of a form's errors and of the toasts, where
// focus, fields and toasts land relative to the sticky top navigation, and spacing on a phone.

const INVALID = 'Email ou senha inválidos'
const TOO_SHORT = 'A senha deve ter pelo menos 6 caracteres'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}

/** Where the sticky navigation ends, in the window. */
const headerBottom = async (page: Page) => {
  const header = await box(page.getByRole('banner'))
  return header.y + header.height
}

/**
 * Puts the store's first `count` buyable products in the cart, once the store page has hydrated
 * (a tap on the page the server drew, before its code runs, does nothing).
 */
async function addToCart(page: Page, count = 1) {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const buy = page.getByRole('button', { name: 'Adicionar ao Carrinho' })
  const cart = page.getByRole('link', { name: /^Carrinho/ })
  for (let index = 0; index < count; index++) {
    await buy.nth(index).click()
    await expect(cart).toHaveAccessibleName(new RegExp(`\\b${index + 1} ite(m|ns)\\b`))
  }
}

async function openCheckout(page: Page) {
  await addToCart(page)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Entre ou crie sua conta' })).toBeVisible()
}

test('step 1: a refused password goes once the fields change, and only the new problem shows', async ({
  page,
  request,
}) => {
  const customer = { email: `existente.${Date.now()}@exemplo.com`, password: 'certa-123' }
  const registered = await request.post(
    '/api/auth/register',
    fromShop({
      ...customer,
      confirmPassword: customer.password,
      address: apiAddress('Cliente Existente'),
    }),
  )
  expect(registered.status()).toBe(201)
  await openCheckout(page)
  const email = page.getByLabel('Email')
  const password = page.getByLabel('Senha')

  await email.fill(customer.email)
  await password.fill('errada-123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('alert')).toHaveText(INVALID)

  await email.fill(`novo.${Date.now()}@exemplo.com`)
  await expect(page.getByText(INVALID)).toHaveCount(0)
  await password.fill('abc')
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(TOO_SHORT)
  await expect(password).toBeFocused()
  await expect(email).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText(INVALID)).toHaveCount(0)
})

for (const size of [
  { width: 390, height: 844 },
  // A phone with its keyboard open: the form is longer than the window.
  { width: 390, height: 480 },
  { width: 1366, height: 900 },
]) {
  test(`step 1 submitted empty at ${size.width}x${size.height}: focus on 'Email', shown below the navigation with the step's title`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await openCheckout(page)
    // Scrolled as far down as the page goes, where 'Continuar' is.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.getByRole('button', { name: 'Continuar' }).click()

    const email = page.getByLabel('Email')
    await expect(email).toBeFocused()
    await expect(email).toHaveAccessibleDescription('Email é obrigatório')
    await expect(email).toBeInViewport()
    const below = await headerBottom(page)
    expect((await box(email)).y).toBeGreaterThanOrEqual(below)
    // Its label too, and the step's title above it.
    expect((await box(page.getByText('Email', { exact: true }))).y).toBeGreaterThanOrEqual(below)
    const title = page.getByRole('heading', { name: 'Entre ou crie sua conta' })
    await expect(title).toBeInViewport()
    expect((await box(title)).y).toBeGreaterThanOrEqual(below)
  })
}

test('the checkout opens at its top, not at the scroll of the page loaded before it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await addToCart(page)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.goto('/checkout')
  const title = page.getByRole('heading', { name: 'Finalizar Compra', level: 1 })
  await expect(title).toBeVisible()
  expect((await box(title)).y).toBeGreaterThanOrEqual(await headerBottom(page))
})

test("the page the server draws has the toasts' live region, empty", async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<div aria-live="polite"></div>')
})

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width}x${size.height} the first toast is in the live region and clear of the cart link`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const region = page.locator('div[aria-live="polite"]').last()
    await expect(region).toBeEmpty()
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first().click()

    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: 'Produto adicionado ao carrinho!',
    })
    await expect(toast).toBeVisible()
    await expect(region).toContainText('Produto adicionado ao carrinho!')
    // One live region announces it: sonner's own is an ordinary container inside ours.
    await expect(region.locator('[aria-live]')).toHaveCount(0)

    const cart = await box(page.getByRole('link', { name: /^Carrinho/ }))
    const below = await headerBottom(page)
    // Once it has slid into place.
    await expect.poll(async () => (await box(toast)).y, { timeout: 3_000 }).toBeGreaterThan(below)
    const shown = await box(toast)
    const overlaps =
      shown.x < cart.x + cart.width &&
      cart.x < shown.x + shown.width &&
      shown.y < cart.y + cart.height &&
      cart.y < shown.y + shown.height
    expect(overlaps).toBe(false)
    if (size.width < 600) expect(shown.y + shown.height).toBeGreaterThan(size.height / 2)
  })
}

// Part 5, spacing on a phone.

/** True when the two boxes share some height: drawn on one row. */
const sameRow = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height

for (const width of [360, 390]) {
  test(`at ${width} px every cart line has its quantity and 'Total do item' on one row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await addToCart(page, 3)
    await page.goto('/cart')
    const lines = page.getByRole('region', { name: 'Produtos Regulares' }).getByRole('listitem')
    await expect(lines).toHaveCount(3)

    for (const line of await lines.all()) {
      const total = await box(line.getByText('Total do item'))
      const stepper = await box(line.getByRole('button', { name: /^Aumentar quantidade/ }))
      expect(sameRow(total, stepper)).toBe(true)
      // At the line's right end, past the stepper.
      expect(total.x).toBeGreaterThan(stepper.x + stepper.width)
    }
  })
}

test("the static PIX's 'Copiar' and 'Enviar Comprovante' do not touch", async ({ page }) => {
  await answerPixAsStatic(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await openCheckout(page)
  await page.getByLabel('Email').fill(`estatico.${Date.now()}@exemplo.com`)
  await page.getByLabel('Senha').fill('segredo-123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('Nome').fill('Cliente Estático')
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await page.getByLabel('Número').fill('12')
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()
  await page.getByLabel('PIX (10% de desconto)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()

  const copy = await box(page.getByRole('button', { name: 'Copiar' }))
  const receipt = await box(page.getByRole('link', { name: 'Enviar Comprovante' }))
  expect(receipt.y - (copy.y + copy.height)).toBeGreaterThanOrEqual(16)
})
