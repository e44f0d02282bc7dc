import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { fromShop, SHOP_ORIGIN } from './support/shop-origin.ts'

// Decision 030: a product whose picture's address is broken, on the pages the server draws, looks like
// the placeholder before any script runs, and with none at all: no broken-image icon, no alt text.
// The img's ::before (drawn by the browser only for an image that failed) covers its box with the
// placeholder; a picture that loads draws no ::before.

const ADMIN = { email: 'dona@vitrine.test', password: 'senha-e2e-123' }
const PHONE = { width: 360, height: 780 }
const stamp = Date.now()
const name = `Capa Sem Foto ${stamp}`

let admin: APIRequestContext
let productId = ''

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: SHOP_ORIGIN })
  expect((await admin.post('/api/auth/login', fromShop(ADMIN))).status()).toBe(200)
  const created = await admin.post(
    '/api/admin/products',
    fromShop({
      name,
      priceCents: 8990,
      category: 'Volantes',
      stock: 2,
      // The shop's own origin answers its 404 page here: not a picture.
      image: `${SHOP_ORIGIN}/imagens/nao-existe-${stamp}.jpg`,
      description: 'Costurada à mão, para testar uma foto que não abre.',
    }),
  )
  expect(created.status()).toBe(201)
  productId = ((await created.json()) as { product: { id: string } }).product.id
})

test.afterAll(async () => {
  // store.spec.ts counts the 24 demo products: this one goes.
  if (productId) await admin.delete(`/api/admin/products/${productId}`, fromShop())
  await admin.dispose()
})

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false })

/** What the browser draws over the picture's box: the ::before's used size and background. */
async function coverOf(picture: Locator) {
  return picture.evaluate((img: HTMLImageElement) => {
    const before = getComputedStyle(img, '::before')
    const box = img.getBoundingClientRect()
    return {
      failed: img.complete && img.naturalWidth === 0,
      boxWidth: Math.round(box.width),
      boxHeight: Math.round(box.height),
      // 'auto' when no ::before is drawn (a picture that loaded), its used size in px when it is.
      width: before.width,
      height: before.height,
      background: before.backgroundImage,
    }
  })
}

test('a broken picture shows the placeholder without JavaScript, a good one does not', async ({
  page,
}) => {
  const response = await page.goto(`/product/${productId}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const broken = page.getByRole('main').getByRole('img', { name })
  await expect(broken).toBeVisible()
  await expect.poll(async () => (await coverOf(broken)).failed).toBe(true)
  const cover = await coverOf(broken)
  expect(cover.boxWidth).toBeGreaterThan(200)
  // The placeholder covers the whole box: the browser's icon and the alt text are under it.
  expect(cover.width).toBe(`${cover.boxWidth}px`)
  expect(cover.height).toBe(`${cover.boxHeight}px`)
  expect(cover.background).toContain('data:image/svg+xml')
  await page.screenshot({ path: 'test-results/broken-image-360.png' })

  // On the store's first screen, its card is the placeholder too (the store lists the newest first).
  await page.goto('/')
  const card = page.getByRole('article').filter({ hasText: name })
  const cardCover = await coverOf(card.locator('img'))
  expect(cardCover.failed).toBe(true)
  expect(cardCover.width).toBe(`${cardCover.boxWidth}px`)
  expect(cardCover.background).toContain('data:image/svg+xml')

  // A demo product's picture loads: nothing is drawn over it.
  const good = page.getByRole('article').filter({ hasNotText: name }).first().locator('img')
  await expect
    .poll(() => good.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect((await coverOf(good)).width).toBe('auto')
})
