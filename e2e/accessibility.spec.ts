import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { expectAccessible } from './support/axe.ts'
import { fromShop } from './support/shop-origin.ts'
import { firstBuyable } from './support/catalog.ts'

// Decision 024: axe-core over a customer's orders, profile and checkout steps, on a phone and a
// desktop, once their finite animations are over: no serious or critical violation, colour
// contrast included. No rule is disabled. Every public page, the cart and checkout step 1:
// public-pages.spec.ts; every tab of the admin (found from the live tab list, so a new tab is
// checked too): admin-tabs.spec.ts.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const

async function open(page: Page, path: string, text: string) {
  await page.goto(path)
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
}

/** A customer with an order and a saved address, signed in in a context of their own. */
async function customerPage(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size.viewport })).newPage()
  const email = `acessivel-${size.name}-${Date.now()}@exemplo.com`
  const registered = await page.request.post(
    '/api/auth/register',
    fromShop({
      email,
      password: 'acessivel-123',
      confirmPassword: 'acessivel-123',
      address: apiAddress('Cliente Acessível'),
    }),
  )
  expect(registered.status()).toBe(201)
  const buyable = await firstBuyable(page.request, 2)
  const bought = await page.request.post(
    '/api/orders',
    fromShop({
      items: [{ productId: buyable.id, quantity: 1 }],
      address: apiAddress('Cliente Acessível'),
      paymentMethod: 'pix',
    }),
  )
  expect(bought.status()).toBe(201)
  return page
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport })
    // Axe on three pages, after a sign-up and a purchase: on a slow CI machine that outlasts the
    // 30 s default, so these get three times as long.
    test.slow()

    test('a customer’s orders, profile and checkout steps', async ({ browser }) => {
      const page = await customerPage(browser, size)
      await open(page, '/orders', 'Seus Pedidos')
      await expectAccessible(page, 'os pedidos')
      await open(page, '/profile', 'Minha Conta')
      await expectAccessible(page, 'o perfil')
      await open(page, '/', 'Acessórios feitos à mão para o seu carro')
      await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first().click()
      await open(page, '/checkout', 'Finalizar Compra')
      await expectAccessible(page, 'o checkout (endereço ou pagamento)')
      await page.context().close()
    })
  })
}

test("the keyboard's first stop on a page is 'Pular para o conteúdo', which lands in the page", async ({
  page,
}) => {
  for (const path of ['/', '/duvidas']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    // The next stop is in the page, past the header's links.
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true)
  }
})
