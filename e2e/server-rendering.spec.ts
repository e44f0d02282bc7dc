import { expect, test, type Page } from '@playwright/test'
import { CspWatch, heading } from './support/csp-watch.ts'
import { fromShop } from './support/shop-origin.ts'
import { firstBuyable, type ListedProduct } from './support/catalog.ts'

// Decision 022: the public pages (the store, a product, the help centre, a help page, the downloads and
// the 404s) are drawn on the server, so they show their content without JavaScript, and the
// browser hydrates them from the page's JSON block: no console error or warning, and no API request
// for what the server already drew (the visitor's own session is asked for, as it should be).

const ADMIN = { email: 'dona@vitrine.test', password: 'senha-e2e-123' }
const MISSING_PRODUCT = '/product/00000000-0000-4000-8000-000000000000'
const STORE_HEADING = 'Acessórios feitos à mão para o seu carro'
const DATA_BLOCK = 'script#vitrine-dados[type="application/json"]'

/** Opens a page the server draws: a 200 with its heading and its data block. */
async function openDrawn(page: Page, path: string, title: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await heading(page, title, 1)
  await expect(page.locator(DATA_BLOCK)).toBeAttached()
}

/** 'R$ 1.234,50' (with the space Intl puts after R$; Playwright compares spaces normalized). */
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100)
const BRL_TEXT = /^R\$\s\d{1,3}(?:\.\d{3})*,\d{2}$/

const stockText = (stock: number) =>
  stock === 1 ? 'Última unidade em estoque' : `${stock} em estoque`

/** What the pages under test show: made through the admin's API before the tests. */
interface Content {
  product: ListedProduct
  help: { title: string; slug: string; questions: [string, string] }
  download: { title: string; url: string; description: string }
}

let content: Content

test.beforeAll(async ({ browser }) => {
  const stamp = Date.now()
  const context = await browser.newContext()
  const { request } = context
  const signedIn = await request.post('/api/auth/login', fromShop(ADMIN))
  expect(signedIn.status()).toBe(200)

  const help: Content['help'] = {
    title: `Instalação do Alarme ${stamp}`,
    slug: `instalacao-do-alarme-${stamp}`,
    questions: ['Onde passo o fio do sensor?', 'Como testo a sirene antes de fechar o painel?'],
  }
  const createdPage = await request.post(
    '/api/admin/help-pages',
    fromShop({
      title: help.title,
      slug: help.slug,
      questions: [
        { question: help.questions[0], youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { question: help.questions[1], youtubeUrl: 'https://youtu.be/9bZkp7q19f0' },
      ],
    }),
  )
  expect(createdPage.status()).toBe(201)

  const download: Content['download'] = {
    title: `Manual do Alarme ${stamp}`,
    url: `https://arquivos.exemplo.com/alarme-${stamp}.pdf`,
    description: 'Esquema de ligação e lista de peças.',
  }
  const createdDownload = await request.post('/api/admin/downloads', fromShop(download))
  expect(createdDownload.status()).toBe(201)

  // A product on the store's first screen that can be bought (so it has a price and a stock line).
  content = { product: await firstBuyable(request), help, download }
  await context.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the store shows its heading and product cards with name, price, stock and picture', async ({
    page,
  }) => {
    const { product } = content
    await openDrawn(page, '/', STORE_HEADING)
    expect(await page.getByRole('article').count()).toBeGreaterThan(1)

    const card = page.getByRole('article', { name: product.name, exact: true })
    await expect(card.getByRole('heading', { name: product.name })).toBeVisible()
    const price = card.getByText(/^R\$\s/)
    await expect(price).toHaveText(BRL_TEXT)
    await expect(price).toHaveText(brl(product.priceCents))
    await expect(card.getByText(stockText(product.stock), { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    )
    const picture = card.locator('img')
    await expect(picture).toBeVisible()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    // The nav is everyone's: signed out, empty cart.
    await expect(page.getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible()
  })

  test('a product page shows the product: name, price, stock, picture', async ({ page }) => {
    const { product } = content
    await openDrawn(page, `/product/${product.id}`, product.name)
    const main = page.getByRole('main')
    await expect(main.getByText(brl(product.priceCents), { exact: true })).toBeVisible()
    await expect(main.getByText(BRL_TEXT)).toHaveCount(1)
    await expect(main.getByText(stockText(product.stock), { exact: true })).toBeVisible()
    // The cover, then every other photo in a row to scroll (decision 036: shown without JavaScript).
    const detail = await page.request.get(`/api/products/${product.id}`)
    const { photos } = (await detail.json()) as { photos: { alt: string }[] }
    expect(photos.length, 'the demo products come with photos').toBeGreaterThan(1)
    const picture = main.getByRole('img', { name: photos[0]!.alt, exact: true })
    await expect(picture).toBeVisible()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    for (const photo of photos.slice(1)) {
      await expect(main.getByRole('img', { name: photo.alt, exact: true })).toBeVisible()
    }
    await expect(main.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  test('the help centre lists the help page with its questions', async ({ page }) => {
    const { help } = content
    await openDrawn(page, '/duvidas', 'Central de Dúvidas')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: help.title }),
    })
    await expect(card.getByRole('link', { name: help.title })).toHaveAttribute(
      'href',
      `/${help.slug}`,
    )
    await expect(card).toContainText('2 dúvidas')
    for (const question of help.questions) {
      await expect(card.getByRole('listitem').filter({ hasText: question })).toBeVisible()
    }
  })

  test('a help page shows its title and its questions, closed', async ({ page }) => {
    const { help } = content
    await openDrawn(page, `/${help.slug}`, help.title)
    await heading(page, 'Dúvidas Frequentes', 2)
    for (const question of help.questions) {
      await expect(page.getByRole('button', { name: question })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
    await expect(page.getByRole('link', { name: 'Ver todas as dúvidas' })).toHaveAttribute(
      'href',
      '/duvidas',
    )
  })

  test('the downloads page lists the download with its link', async ({ page }) => {
    const { download } = content
    await openDrawn(page, '/baixar', 'Downloads')
    const item = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: download.title }),
    })
    await expect(item.getByText(download.description)).toBeVisible()
    await expect(item.getByText(/^Adicionado em \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible()
    const link = item.getByRole('link', { name: `Baixar ${download.title}` })
    await expect(link).toHaveAttribute('href', download.url)
    await expect(link).toHaveAttribute('target', '_blank')
  })

  test('an unknown product and an unknown page are 404s with their message', async ({ page }) => {
    for (const [path, message] of [
      [MISSING_PRODUCT, 'Produto não encontrado'],
      ['/pagina-que-nao-existe', 'Página não encontrada'],
      ['/nada/aqui', 'Página não encontrada'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await heading(page, message, 1)
      await expect(page.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute(
        'href',
        '/',
      )
    }
  })
})

declare global {
  interface Window {
    __sameDocument?: boolean
  }
}

/** The APIs a server-drawn page's first screen is drawn from: the JSON block carries them. */
const FIRST_SCREEN_API = /^GET \/api\/(products|help-pages|downloads|shop)(\/|\?|$)/

/**
 * Chromium's own log line for a document answered with 404: the status the issue asks for, not
 * something the page did.
 */
const DOCUMENT_404 =
  'Failed to load resource: the server responded with a status of 404 (Not Found)'

/**
 * Opens `path` with JavaScript, checks its status, and waits for it to settle (its code loaded and
 * hydrated, the session asked for); then checks that nothing the server drew was asked for again
 * and that hydration logged no error or warning. Returns every console error or warning and
 * uncaught error, collected until the test ends, for the test to check after its interactions.
 */
async function openHydrated(page: Page, path: string, status: 200 | 404 = 200) {
  const problems: string[] = []
  const loadRequests: string[] = []
  let loading = true
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const where = message.location().url
    const ownStatus =
      status === 404 && message.text() === DOCUMENT_404 && new URL(where).pathname === path
    if (!ownStatus) problems.push(`[console.${message.type()}] ${where}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`))
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (loading && pathname.startsWith('/api/')) {
      loadRequests.push(`${request.method()} ${pathname}${search}`)
    }
  })
  const response = await page.goto(path)
  expect(response?.status(), `${path}: status`).toBe(status)
  await page.waitForLoadState('networkidle')
  loading = false
  const firstScreen = loadRequests.filter((request) => FIRST_SCREEN_API.test(request))
  expect(firstScreen, `${path}: API requests for the first screen`).toEqual([])
  expect(loadRequests, `${path}: the visitor's session`).toContain('GET /api/auth/session')
  expect(problems, `${path}: console errors and warnings while hydrating`).toEqual([])
  return { problems }
}

/** `act` moves to another page through the client router: the document stays the same. */
async function inSameDocument(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    window.__sameDocument = true
  })
  await act()
  expect(await page.evaluate(() => window.__sameDocument), 'no new document').toBe(true)
}

test.describe('with JavaScript', () => {
  test('the store hydrates without refetching the catalog, and its buttons work', async ({
    page,
  }) => {
    const { product } = content
    const load = await openHydrated(page, '/')
    const card = page.getByRole('article', { name: product.name, exact: true })
    await expect(card.getByText(/^R\$\s/)).toHaveText(brl(product.priceCents))
    const cart = page.getByRole('link', { name: /^Carrinho/ })
    await expect(cart).toHaveAccessibleName('Carrinho')
    await card.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
    await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
    await expect(cart).toHaveAccessibleName('Carrinho, 1 item')
    expect(load.problems, 'console errors and warnings, interactions included').toEqual([])
  })

  test('a product page hydrates without refetching the product, and adds it to the cart', async ({
    page,
  }) => {
    const { product } = content
    const load = await openHydrated(page, `/product/${product.id}`)
    await heading(page, product.name, 1)
    const cart = page.getByRole('link', { name: /^Carrinho/ })
    await expect(cart).toHaveAccessibleName('Carrinho')
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
    await expect(cart).toHaveAccessibleName('Carrinho, 1 item')
    await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    expect(load.problems, 'console errors and warnings, interactions included').toEqual([])
  })

  test('the help centre hydrates without refetching the list, and its links route in the page', async ({
    page,
  }) => {
    const { help } = content
    const load = await openHydrated(page, '/duvidas')
    await heading(page, 'Central de Dúvidas', 1)
    await inSameDocument(page, async () => {
      await page.getByRole('link', { name: help.title }).click()
      await expect(page).toHaveURL(new RegExp(`/${help.slug}$`))
      await heading(page, help.title, 1)
    })
    expect(load.problems, 'console errors and warnings, interactions included').toEqual([])
  })

  test('a help page hydrates without refetching it, and its questions open', async ({ page }) => {
    const { help } = content
    // No outside network: the video host answers from a stand-in.
    await page
      .context()
      .route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Vídeo</title>' }),
      )
    const load = await openHydrated(page, `/${help.slug}`)
    await heading(page, help.title, 1)
    const first = page.getByRole('button', { name: help.questions[0] })
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(load.problems, 'console errors and warnings, interactions included').toEqual([])
  })

  test('the downloads page hydrates without refetching the list, and its links route in the page', async ({
    page,
  }) => {
    const { download } = content
    const load = await openHydrated(page, '/baixar')
    await expect(page.getByRole('link', { name: `Baixar ${download.title}` })).toHaveAttribute(
      'href',
      download.url,
    )
    await inSameDocument(page, async () => {
      await page
        .getByRole('navigation', { name: 'Ajuda' })
        .getByRole('link', { name: 'Central de Dúvidas' })
        .click()
      await expect(page).toHaveURL(/\/duvidas$/)
      await heading(page, 'Central de Dúvidas', 1)
    })
    expect(load.problems, 'console errors and warnings, interactions included').toEqual([])
  })

  test('the 404s hydrate without asking for the missing product again', async ({ page }) => {
    for (const [path, message] of [
      [MISSING_PRODUCT, 'Produto não encontrado'],
      ['/pagina-que-nao-existe', 'Página não encontrada'],
    ] as const) {
      const load = await openHydrated(page, path, 404)
      await heading(page, message, 1)
      await inSameDocument(page, async () => {
        await page.getByRole('link', { name: 'Voltar para a loja' }).click()
        await heading(page, STORE_HEADING, 1)
      })
      expect(load.problems, `${path}: console errors and warnings, interactions included`).toEqual(
        [],
      )
    }
  })
})

test('the server-drawn pages, opened directly, trip no CSP', async ({ browser }) => {
  const { product, help } = content
  const csp = await CspWatch.open(browser)
  await csp.visit('/', (p) => heading(p, STORE_HEADING, 1))
  await csp.visit(`/product/${product.id}`, (p) => heading(p, product.name, 1))
  await csp.visit('/duvidas', (p) => heading(p, 'Central de Dúvidas', 1))
  await csp.visit(`/${help.slug}`, (p) => heading(p, help.title, 1))
  await csp.visit('/baixar', (p) => heading(p, 'Downloads', 1))
  await csp.visit(MISSING_PRODUCT, (p) => heading(p, 'Produto não encontrado', 1))
  await csp.close()
})
