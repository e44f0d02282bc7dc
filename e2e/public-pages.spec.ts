import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './support/axe.ts'
import { addFirstBuyable, CspWatch, heading } from './support/csp-watch.ts'
import { fromShop, SHOP_ORIGIN } from './support/shop-origin.ts'
import { OWNER, signInByApi } from './support/sign-in.ts'
import { firstBuyable } from './support/catalog.ts'

// A visitor's walk over every public page, the cart and checkout step 1, on a phone and a desktop,
// with two checks at each stop:
// - decision 024: axe-core once the page's finite animations are over: no serious or critical
//   violation, colour contrast included, no rule disabled (e2e/support/axe.ts);
// - No page trips the Content-Security-Policy (the header itself: security.spec.ts; the
//   signed-in roles: security-signed-in.spec.ts and admin-tabs.spec.ts).
// On the desktop the walk also opens the pages and dialogs only the CSP is checked on (the
// 'Avise-me' and 'Interessado' dialogs, the forgotten-password form, the address lookup, a help
// page's video, the invalid links, the 404s, /orders signed out). Each check is soft and names its
// page: one run lists every page with a problem.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const

const STORE = 'Acessórios feitos à mão para o seu carro'

interface Listed {
  items: { id: string; stock: number; isCustomOrder: boolean }[]
}

/** What the walk opens by its address: a buyable product, a made-to-order one, a help page. */
async function content(page: Page) {
  const { items } = (await (await page.request.get('/api/products')).json()) as Listed
  const buyable = await firstBuyable(page.request, 2)
  const madeToOrder = items.find((p) => p.isCustomOrder)
  const help = (await (await page.request.get('/api/help-pages')).json()) as {
    pages: { slug: string; title: string }[]
  }
  const first = help.pages[0]
  expect(madeToOrder && first).toBeTruthy()
  return { buyable, madeToOrder: madeToOrder!, help: first! }
}

let leadMade = false

test.afterAll(async ({ playwright }) => {
  if (!leadMade) return
  // catalog-admin.spec.ts and admin-tabs.spec.ts count the leads they make: this walk's goes.
  const owner = await playwright.request.newContext({ baseURL: SHOP_ORIGIN })
  await signInByApi(owner, OWNER)
  expect((await owner.delete('/api/admin/leads', fromShop())).ok()).toBe(true)
  await owner.dispose()
})

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    // A dozen and a half pages, axe on most of them and the network left to settle at each: on a
    // slow CI machine that outlasts the 30 s default (a busy 2-core machine took about 50 s for
    // axe alone), so these get three times as long.
    test.slow()

    test('every public page, its dialogs, the cart and checkout step 1: axe and the CSP', async ({
      browser,
    }) => {
      const desktop = size.name === 'desktop'
      const csp = await CspWatch.open(browser, { viewport: size.viewport })
      const { page } = csp
      const { buyable, madeToOrder, help } = await content(page)

      /** Opens `path` as a visitor arrives on it, once `ready` shows. */
      const open = async (path: string, ready: (p: Page) => Promise<void>) => {
        await page.goto(path)
        await ready(page)
      }
      /** A page only the CSP is checked on: opened, and judged once the network is quiet. */
      const visit = (path: string, ready: (p: Page) => Promise<void>) =>
        csp.visit(path, ready, { soft: true })
      /** The page's text a visitor reads first: there once the page is drawn. */
      const shows = (text: string) => (p: Page) =>
        expect(p.getByText(text, { exact: true }).first()).toBeVisible()
      /**
       * Both checks on the page as it is now: axe first, as the page rests, then the CSP once the
       * network is quiet (by then it mostly is: axe takes longer than the quiet it waits for).
       */
      const judge = async (label: string) => {
        await expectAccessible(page, label)
        await csp.check(label, { soft: true })
      }

      // The store, and its two dialogs.
      await open('/', async (p) => {
        await shows(STORE)(p)
        await heading(p, STORE)
      })
      await judge('a loja')
      if (desktop) {
        await page.getByRole('button', { name: 'Avise-me' }).first().click()
        const notify = page.getByRole('dialog', { name: 'Avise-me quando chegar' })
        await notify.getByLabel('WhatsApp').pressSequentially('11987654321')
        await notify.getByLabel('Carro e ano').fill('Gol 2015')
        await notify.getByRole('button', { name: 'Registrar' }).click()
        await expect(notify.getByRole('heading', { name: 'Número registrado!' })).toBeVisible()
        leadMade = true
        await csp.check("the 'Avise-me' dialog", { soft: true })
        await notify.getByRole('button', { name: 'Fechar' }).click()
        await page.getByRole('button', { name: 'Interessado' }).first().click()
        const interest = page.getByRole('dialog', { name: 'Tenho interesse' })
        await expect(interest.getByLabel('Carro e ano')).toBeVisible()
        await csp.check("the 'Interessado' dialog", { soft: true })
        await page.keyboard.press('Escape')
        await expect(interest).toBeHidden()
      }

      await open('/?q=nada-assim', shows('Nenhum produto encontrado'))
      await judge('uma busca sem resultado')
      await open(`/product/${buyable.id}`, shows('Adicionar ao Carrinho'))
      await judge('um produto')
      await open(`/product/${madeToOrder.id}`, shows('Interessado'))
      await judge('um produto sob encomenda')

      // The help centre, a help page reached from it (its video open) and one opened directly.
      await open('/duvidas', async (p) => {
        await shows('Central de Dúvidas')(p)
        await heading(p, 'Central de Dúvidas')
      })
      await judge('a central de dúvidas')
      if (desktop) {
        await page.getByRole('main').getByRole('link').first().click()
        await heading(page, 'Dúvidas Frequentes')
        await csp.check('a help page', { soft: true })
        await page.getByRole('main').getByRole('button').first().click()
        await expect(page.locator('iframe')).toHaveAttribute(
          'src',
          /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
        )
        await expect
          .poll(() =>
            page
              .frames()
              .find((f) => f.url().includes('youtube-nocookie'))
              ?.title(),
          )
          .toBe('Stand-in')
        await csp.check('a help page with its video open', { idle: false, soft: true })
      }
      await open(`/${help.slug}`, shows('Dúvidas Frequentes'))
      await judge('uma página de ajuda')

      await open('/baixar', async (p) => {
        await shows('Downloads')(p)
        await heading(p, 'Downloads')
      })
      await judge('os downloads')
      await open('/nao-existe-esta-pagina', shows('Página não encontrada'))
      await judge('uma página que não existe')
      if (desktop) {
        await visit('/pagina-que-nao-existe', (p) => heading(p, 'Página não encontrada'))
        await visit('/nada/aqui', (p) => heading(p, 'Página não encontrada'))
      }

      // Signing in, signing up and the links e-mailed to an account.
      await open('/login', async (p) => {
        await shows('Entre na sua conta')(p)
        await expect(p.getByRole('button', { name: 'Entrar' })).toBeVisible()
      })
      await judge('o login')
      if (desktop) {
        await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click()
        await expect(
          page.getByRole('button', { name: 'Enviar Email de Redefinição' }),
        ).toBeVisible()
        await csp.check('the forgotten-password form', { soft: true })
      }
      await open('/register', async (p) => {
        await shows('Cadastro')(p)
        await heading(p, 'Cadastro')
      })
      await judge('o cadastro')
      if (desktop) {
        await page.getByLabel('CEP').fill('01310100')
        await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
        await csp.check('the address lookup', { soft: true })
      }
      await open('/access-link?email=a%40exemplo.com&token=x', shows('Ir para o login'))
      await judge('um link de acesso vencido')
      if (desktop) {
        await visit(
          '/access-link?email=ninguem%40exemplo.com&token=token-que-nao-existe-123',
          (p) => heading(p, 'Link de acesso inválido'),
        )
        await visit(
          '/reset-password?email=ninguem%40exemplo.com&token=token-que-nao-existe-123',
          (p) => heading(p, 'Link Inválido'),
        )
        await visit('/reset-password', (p) => heading(p, 'Link Inválido'))
      }

      // The store with the cart's toast, a product page reached from its card, the cart, checkout.
      await addFirstBuyable(page)
      await shows(STORE)(page)
      await judge('a loja com um aviso')
      if (desktop) {
        await page.getByRole('link', { name: 'Ver Detalhes' }).first().click()
        await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await csp.check('a product page', { soft: true })
        await visit('/product/00000000-0000-4000-8000-000000000000', (p) =>
          heading(p, 'Produto não encontrado'),
        )
      }
      await open('/cart', async (p) => {
        await shows('Carrinho de Compras')(p)
        await heading(p, 'Carrinho de Compras')
      })
      await judge('o carrinho')
      await open('/checkout', async (p) => {
        await shows('Finalizar Compra')(p)
        await heading(p, 'Finalizar Compra')
        await expect(p.getByLabel('Email')).toBeVisible()
      })
      await judge('o checkout (autenticação)')
      await page.getByRole('button', { name: 'Continuar' }).click()
      await judge('o checkout com os erros dos campos')

      if (desktop) {
        await visit('/orders', (p) => expect(p).toHaveURL(/\/login\?redirectTo=%2Forders$/))
      }
      await csp.close()
    })
  })
}
