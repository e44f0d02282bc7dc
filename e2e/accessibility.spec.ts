import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { fromShop } from './support/shop-origin.ts'
import { adminPage } from './support/sign-in.ts'

// Issue 23: axe-core over every public page, the cart, checkout, orders, profile and every tab of
// the admin (found from the live tab list, so a new tab is checked too), on a phone and a desktop,
// once their finite animations are over: no serious or critical violation, colour contrast
// included. No rule is disabled.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const

/**
 * The serious and critical problems axe finds on the page as it rests, one line each: a toast
 * still fading in has its text at part opacity, which no reader ever meets for long.
 */
async function problems(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.slice(0, 4).map((node) => node.target.join(' '))
      return `${v.id} (${v.impact}): ${v.help} — ${where.join(' | ')}`
    })
}

async function expectAccessible(page: Page, label: string) {
  // Soft: one run names every page with a problem, not only the first.
  expect.soft(await problems(page), `${label} at ${page.viewportSize()?.width}px`).toEqual([])
}

interface Listed {
  items: { id: string; stock: number; isCustomOrder: boolean }[]
}

/** The public pages, each opened as a visitor arrives on it. */
async function publicPages(page: Page): Promise<[string, string, string][]> {
  const { items } = (await (await page.request.get('/api/products')).json()) as Listed
  const buyable = items.find((p) => p.stock > 1 && !p.isCustomOrder)
  const madeToOrder = items.find((p) => p.isCustomOrder)
  const help = (await (await page.request.get('/api/help-pages')).json()) as {
    pages: { slug: string; title: string }[]
  }
  const first = help.pages[0]
  expect(buyable && madeToOrder && first).toBeTruthy()
  return [
    ['a loja', '/', 'Acessórios feitos à mão para o seu carro'],
    ['uma busca sem resultado', '/?q=nada-assim', 'Nenhum produto encontrado'],
    ['um produto', `/product/${buyable!.id}`, 'Adicionar ao Carrinho'],
    ['um produto sob encomenda', `/product/${madeToOrder!.id}`, 'Interessado'],
    ['a central de dúvidas', '/duvidas', 'Central de Dúvidas'],
    ['uma página de ajuda', `/${first!.slug}`, 'Dúvidas Frequentes'],
    ['os downloads', '/baixar', 'Downloads'],
    ['uma página que não existe', '/nao-existe-esta-pagina', 'Página não encontrada'],
    ['o login', '/login', 'Entre na sua conta'],
    ['o cadastro', '/register', 'Cadastro'],
    ['um link de acesso vencido', '/access-link?email=a%40exemplo.com&token=x', 'Ir para o login'],
  ]
}

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
  const { items } = (await (await page.request.get('/api/products')).json()) as Listed
  const buyable = items.find((p) => p.stock > 1 && !p.isCustomOrder)!
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
    // Each test walks a dozen pages and runs axe on every one: on a slow CI machine that outlasts
    // the 30 s default (a busy 2-core machine took about 50 s), so these get three times as long.
    test.slow()

    test('every public page, the cart and checkout step 1', async ({ page }) => {
      for (const [label, path, text] of await publicPages(page)) {
        await open(page, path, text)
        await expectAccessible(page, label)
      }
      await open(page, '/', 'Acessórios feitos à mão para o seu carro')
      await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first().click()
      await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
      await expectAccessible(page, 'a loja com um aviso')
      await open(page, '/cart', 'Carrinho de Compras')
      await expectAccessible(page, 'o carrinho')
      await open(page, '/checkout', 'Finalizar Compra')
      await expectAccessible(page, 'o checkout (autenticação)')
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expectAccessible(page, 'o checkout com os erros dos campos')
    })

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

    test('every tab of the admin panel', async ({ browser }) => {
      const page = await adminPage(browser)
      await page.setViewportSize(size.viewport)
      const tabs = page.getByRole('tab')
      const names = await tabs.allTextContents()
      expect(names.length).toBeGreaterThan(5)
      await expectAccessible(page, 'o painel')
      for (const name of names) {
        await page.getByRole('tab', { name, exact: true }).click()
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        const panel = page.getByRole('tabpanel', { name, exact: true })
        await expect(panel).toBeVisible()
        // The tab's content, not its loading spinner.
        await expect(panel.getByText(/^Carregando/)).toHaveCount(0)
        await expectAccessible(page, `a aba ${name}`)
      }
      await page.context().close()
    })
  })
}
