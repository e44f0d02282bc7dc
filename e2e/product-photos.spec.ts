import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  CORNER_COLOUR,
  GPS_MARK,
  jpegWithOrientation6AndGps,
} from '../src/server/testing/photo-fixtures.ts'
import { fromShop } from './support/shop-origin.ts'
import { OWNER, signInByApi } from './support/sign-in.ts'

// Decision 036: the owner lists a piece with two photos from a phone (one taken sideways, with GPS),
// puts the second first and saves; a customer on a phone swipes through them and zooms in. At
// 360 px and DPR 2. The served files are WebP, upright and without EXIF; the test names the
// variant the phone fetched for the cover, fetched once (the preload and the <img> agree). A
// screenshot of the gallery is kept in test-results/product-gallery-phone.png for a person.

const PHONE = { width: 360, height: 780 }
test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

const stamp = Date.now()
const NAME = `Capa de Volante Fotografada ${stamp}`
const DETAIL_ALT = 'Costura dupla em detalhe'

/** A 1600 × 1200 photo with texture (served at 320, 640, 960 and 1280 px). */
const widePhoto = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 120, g: 70, b: 30 },
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()

async function problems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

/** A served file's format, size and metadata, and the colour of its top-right pixel. */
async function servedPhoto(page: Page, path: string) {
  const res = await page.request.get(path)
  expect(res.status()).toBe(200)
  const bytes = await res.body()
  const meta = await sharp(bytes).metadata()
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (info.width - 10 + 10 * info.width) * info.channels
  return {
    type: res.headers()['content-type'],
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    gps: bytes.includes(Buffer.from(GPS_MARK)),
    topRight: { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! },
  }
}

test('the owner lists a piece with two photos from a phone; a customer swipes and zooms', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signInByApi(page.request, OWNER)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('tab', { name: 'Produtos' }).click()
  const form = page.getByRole('region', { name: 'Adicionar Produto' })
  await form.getByLabel('Nome', { exact: true }).fill(NAME)
  await form.getByLabel('Preço (R$)').fill('189,90')
  await form.getByLabel('Categoria').fill('Volantes')
  await form.getByLabel('Estoque').fill('4')
  await form.getByLabel('Descrição', { exact: true }).fill('Couro legítimo, costurado à mão.')

  // Both at once from the phone's gallery: the sideways one first.
  await form.getByLabel('Escolher fotos').setInputFiles([
    { name: 'lado.jpg', mimeType: 'image/jpeg', buffer: await jpegWithOrientation6AndGps() },
    { name: 'costura.jpg', mimeType: 'image/jpeg', buffer: await widePhoto() },
  ])
  const photos = form.getByRole('group', { name: 'Fotos' })
  await expect(photos.getByRole('button', { name: 'Remover foto 2' })).toBeVisible()
  await expect(photos.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 })
  await expect(photos.getByRole('img')).toHaveCount(2)
  // The wide photo becomes the cover.
  await photos.getByRole('button', { name: 'Mover foto 2 para a esquerda' }).click()
  await photos.getByLabel('Descrição da foto 1 (para quem não enxerga)').fill(DETAIL_ALT)
  expect(await problems(page), 'the product form with its photos').toEqual([])
  await form.getByRole('button', { name: 'Adicionar Produto' }).click()
  await expect(page.getByText('Produto adicionado com sucesso!')).toBeVisible()

  const found = await (await page.request.get(`/api/products?q=${encodeURIComponent(NAME)}`)).json()
  const product = found.items[0]
  expect(product.name).toBe(NAME)
  try {
    await aCustomerSwipesAndZooms(browser, product.id)
  } finally {
    // The store's other specs count the demo catalog's cards.
    const removed = await page.request.delete(`/api/admin/products/${product.id}`, fromShop())
    expect(removed.status()).toBe(204)
  }
})

async function aCustomerSwipesAndZooms(browser: Browser, productId: string) {
  // A customer's phone, from the start.
  const customer = await (
    await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
  ).newPage()
  const fetched: string[] = []
  customer.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/media/')) fetched.push(url.pathname)
  })
  await customer.goto(`/product/${productId}`)
  const gallery = customer.getByRole('region', { name: 'Fotos do produto' })
  const cover = gallery.getByRole('img', { name: DETAIL_ALT })
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  // 328 CSS px at DPR 2 need 656 px: the phone fetched the 960-px variant, once.
  const chosen = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
  expect(chosen).toMatch(/^\/media\/[0-9a-f]{32}-960\.webp$/)
  expect(fetched.filter((path) => path === chosen)).toHaveLength(1)
  const coverFile = await servedPhoto(customer, chosen)
  expect(coverFile).toMatchObject({ type: 'image/webp', format: 'webp', width: 960, height: 720 })
  expect(coverFile.exif).toBeUndefined()

  // Swiped with a finger (touch events, as the phone's screen sends them), once the page's script
  // runs (the thumbnails get their files then): the
  // second photo, announced.
  await expect(gallery.getByRole('list', { name: 'Miniaturas' }).locator('img[src]')).toHaveCount(2)
  const row = gallery.getByRole('list').first()
  const box = (await row.boundingBox())!
  const cdp = await customer.context().newCDPSession(customer)
  const y = Math.round(box.y + box.height / 2)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }],
    })
  await touch('touchStart', box.x + box.width * 0.85)
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', box.x + box.width * (0.85 - 0.07 * step))
  }
  await touch('touchEnd', box.x + box.width * 0.15)
  await expect(gallery.getByText('Foto 2 de 2')).toBeAttached()
  await expect(gallery.getByRole('button', { name: 'Ver foto 2 de 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // Once it has snapped into place: the screenshot shows the second photo whole.
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(box.width)
  await customer.screenshot({ path: 'test-results/product-gallery-phone.png' })

  // A tap zooms it in at its widest file; the back button closes it and stays on the page.
  await gallery.getByRole('link', { name: /^Ampliar foto 2 de 2/ }).click()
  const zoom = customer.getByRole('dialog', { name: 'Foto 2 de 2' })
  const zoomed = zoom.getByRole('img', { name: NAME })
  await expect(zoomed).toBeVisible()
  expect(await problems(customer), 'the product page with a photo zoomed').toEqual([])
  const sideways = new URL((await zoomed.getAttribute('src'))!, customer.url()).pathname
  expect(sideways).toMatch(/^\/media\/[0-9a-f]{32}-400\.webp$/)
  await customer.goBack()
  await expect(zoom).toBeHidden()
  await expect(customer).toHaveURL(new RegExp(`/product/${productId}$`))
  expect(await problems(customer), 'the product page with its gallery').toEqual([])

  // The photo taken sideways is served upright (its marked corner top right), without EXIF or GPS.
  const upright = await servedPhoto(customer, sideways)
  expect(upright).toMatchObject({ format: 'webp', width: 400, height: 600, gps: false })
  expect(upright.exif).toBeUndefined()
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(upright.topRight[channel] - CORNER_COLOUR[channel]), channel).toBeLessThan(40)
  }
  await customer.context().close()
}
