import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { answerPixAsStatic, checkoutAsNewCustomer, payByPix } from './support/checkout.ts'
import { emailIn } from './support/email-log.ts'
import { fromShop } from './support/shop-origin.ts'
import { pngImage, webpImage } from '../src/server/testing/photo-fixtures.ts'
import { expectAccessible } from './support/axe.ts'
import { adminPage, ownerContext } from './support/sign-in.ts'

// Decision 037: the owner sets who sells in the panel's 'Loja' tab, on a phone, and it applies at once,
// without a restart: the footer the server draws, the order e-mail, the PIX receipt's and the
// lead's WhatsApp, and the packing slip. This shop is shared: the settings go back as they were.

const PHONE = { width: 360, height: 800 }
const LEGAL_NAME = 'Silva Bordados Automotivos LTDA'
const CNPJ = 'CNPJ 12.ABC.345/01DE-35'
const ADDRESS = 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP, CEP 01310-100'
const CONTACT = 'contato@silvabordados.com.br'
const WA_ME = 'https://wa.me/5521988887777'
const customer = `remetente.${Date.now()}@exemplo.com`
const SETTINGS = '/api/admin/shop-settings'

interface Stored {
  version: number
  settings: { name: string; taxId: string } & Record<string, unknown>
}

let original: Stored['settings']
let shortId = ''

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })

const owner = (browser: Browser) => adminPage(browser, PHONE)

/** The settings as stored, read through `owner`'s session (a page's or a context's). */
const stored = async (owner: { request: APIRequestContext }) =>
  (await (await owner.request.get(SETTINGS)).json()) as Stored

async function openShopTab(page: Page) {
  await page.getByRole('tab', { name: 'Loja', exact: true }).click()
  const panel = page.getByRole('tabpanel', { name: 'Loja', exact: true })
  await expect(panel.getByLabel('Nome da loja')).toBeVisible()
  return panel
}

test.beforeAll(async ({ browser }) => {
  const context = await ownerContext(browser)
  original = (await stored(context)).settings
  await context.close()
})

test.afterAll(async ({ browser }) => {
  const context = await ownerContext(browser)
  const { version } = await stored(context)
  const restored = await context.request.put(SETTINGS, fromShop({ version, settings: original }))
  expect(restored.ok()).toBe(true)
  expect((await stored(context)).settings).toEqual(original)
  // catalog-admin.spec.ts counts the leads it makes; the order's unit goes back on the shelf.
  await context.request.delete('/api/admin/leads', fromShop())
  const found = await context.request.get(`/api/admin/orders?q=${encodeURIComponent(customer)}`)
  const { orders } = (await found.json()) as { orders: { id: string }[] }
  for (const { id } of orders) await context.request.delete(`/api/admin/orders/${id}`, fromShop())
  await context.close()
})

test("the owner fills who sells in the 'Loja' tab on a phone and saves it", async ({ browser }) => {
  const page = await owner(browser)
  const panel = await openShopTab(page)
  await expect(panel.getByLabel('Nome da loja')).toHaveValue(original.name)
  await panel.getByLabel('Razão social ou nome completo').fill(LEGAL_NAME)
  await panel.getByLabel('CNPJ ou CPF').fill('12.abc.345/01de-35')
  await expect(panel.getByLabel('CNPJ ou CPF')).toHaveValue('12.ABC.345/01DE-35')
  await panel.getByLabel('Email de contato').fill(CONTACT)
  const whatsapp = panel.getByLabel('WhatsApp')
  await whatsapp.fill('')
  await whatsapp.pressSequentially('21988887777')
  await expect(whatsapp).toHaveValue('(21) 98888-7777')
  await panel.getByLabel('CEP').fill('01310100')
  await expect(panel.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await expect(panel.getByLabel('Bairro')).toHaveValue('Bela Vista')
  await expect(panel.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo')
  await panel.getByLabel('Número').fill('1000')
  await expect(panel.getByText(/^Como aparece no app do banco:/)).toBeVisible()

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'the Loja tab scrolls sideways at 360 px').toBeLessThanOrEqual(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([])

  await panel.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas')).toBeVisible()
  expect((await stored(page)).settings).toMatchObject({
    name: original.name,
    legalName: LEGAL_NAME,
    taxId: '12ABC34501DE35',
    whatsapp: '21988887777',
  })
  await page.context().close()
})

test('every page names the seller at once: in the HTML the server draws and in the footer', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain(`${LEGAL_NAME} · ${CNPJ}`)
  expect(html).toContain(ADDRESS)

  await page.goto('/')
  const seller = page.getByLabel('Quem vende')
  await expect(seller).toContainText(`${LEGAL_NAME} · ${CNPJ}`)
  await expect(seller).toContainText(ADDRESS)
  await expect(seller.getByRole('link', { name: CONTACT })).toHaveAttribute(
    'href',
    `mailto:${CONTACT}`,
  )
  await expect(seller.getByRole('link', { name: 'WhatsApp (21) 98888-7777' })).toHaveAttribute(
    'href',
    WA_ME,
  )
})

test('a customer paying by PIX sends the receipt to the new WhatsApp; the order e-mail names the seller', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await answerPixAsStatic(page)
  await checkoutAsNewCustomer(page, {
    email: customer,
    password: 'remetente-123',
    name: 'Cliente do Remetente',
    number: '77',
  })
  shortId = await payByPix(page)
  await expect(page.getByRole('link', { name: 'Enviar Comprovante' })).toHaveAttribute(
    'href',
    new RegExp(`^${WA_ME}\\?text=.*${shortId}`),
  )

  const received = await emailIn(customer, `Pedido #${shortId} recebido`)
  expect(received).toContain(`--\n${LEGAL_NAME} · ${CNPJ}\n${ADDRESS}\n`)
})

test('a visitor interested in a made-to-order product is offered a chat on the new WhatsApp', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Interessado' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse' })
  await dialog.getByLabel('WhatsApp').pressSequentially('11987654321')
  await dialog.getByLabel('Carro e ano').fill('Fiat Uno 1994')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog.getByRole('heading', { name: 'Interesse registrado!' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^${WA_ME}\\?text=`),
  )
})

test("the order's packing slip names the seller under 'Remetente'", async ({ browser }) => {
  // Straight to the order: signed in by the API, with no stop on the panel's first tab.
  const page = await (await ownerContext(browser, PHONE)).newPage()
  // The slip asks for the print dialog as it opens: nobody is there to close it.
  await page.addInitScript(() => {
    window.print = () => {}
  })
  await page.goto(`/admin?tab=pedidos&q=${shortId}`)
  await page.getByRole('link', { name: `#${shortId}`, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  await page.getByRole('link', { name: 'Imprimir' }).click()
  const slip = page.getByRole('article', { name: `Pedido #${shortId}` })
  const sender = slip.getByRole('region', { name: 'Remetente' })
  await expect(sender).toContainText(`${LEGAL_NAME} · ${CNPJ}`)
  await expect(sender).toContainText(ADDRESS)
  await page.context().close()
})

test('a CNPJ with a wrong check digit is refused on its field, and nothing is saved', async ({
  browser,
}) => {
  const page = await owner(browser)
  const before = await stored(page)
  const saves: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(SETTINGS)) saves.push(r.url())
  })
  const panel = await openShopTab(page)
  const taxId = panel.getByLabel('CNPJ ou CPF')
  await taxId.fill('12.ABC.345/01DE-36')
  await panel.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(taxId).toHaveAttribute('aria-invalid', 'true')
  await expect(taxId).toHaveAccessibleDescription('CNPJ inválido')
  await expect(taxId).toBeFocused()
  expect(saves).toEqual([])
  // Sent anyway, the server refuses it too.
  const settings = { ...before.settings, taxId: '12.ABC.345/01DE-36' }
  const refused = await page.request.put(SETTINGS, fromShop({ version: before.version, settings }))
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('CNPJ inválido')
  expect(await stored(page)).toMatchObject({
    version: before.version,
    settings: { taxId: '12ABC34501DE35' },
  })
  await page.context().close()
})

test("on a phone, the owner sets the logo and a banner in 'Loja'; the store shows them, the banner preloaded", async ({
  browser,
}) => {
  const page = await owner(browser)
  const [category] = (
    (await (await page.request.get('/api/products/categories')).json()) as {
      categories: string[]
    }
  ).categories
  expect(category, 'the e2e shop has a category to link to').toBeTruthy()
  const panel = await openShopTab(page)
  const logo = panel.getByRole('group', { name: 'Imagem da loja' })
  const banner = panel.getByRole('group', { name: 'Banner da loja' })
  await logo.getByLabel('Enviar imagem').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await pngImage(400, 400),
  })
  await expect(logo.getByLabel('Endereço da imagem')).toHaveValue(/^\/media\//)
  // A 20 MB picture is refused with the upload's message, and nothing is kept.
  await banner.getByLabel('Enviar imagem').setInputFiles({
    name: 'enorme.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(20 * 1024 * 1024, 1),
  })
  await expect(banner.getByText('A foto passa de 10 MB. Envie uma foto menor.')).toBeVisible()
  await expect(banner.getByLabel('Endereço da imagem')).toHaveValue('')
  await banner.getByLabel('Enviar imagem').setInputFiles({
    name: 'banner.webp',
    mimeType: 'image/webp',
    buffer: await webpImage(1600, 600),
  })
  await expect(banner.getByLabel('Endereço da imagem')).toHaveValue(/^\/media\//)
  await banner.getByLabel('Texto do banner').fill('Capas novas para o inverno')
  await banner.getByLabel('Link do banner').fill('https://outra-loja.example/')
  await panel.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(banner.getByText(/O link do banner deve levar a uma categoria/)).toBeVisible()
  const link = `/?${new URLSearchParams({ categoria: category! })}`
  await banner.getByLabel('Link do banner').fill(link)
  await panel.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas')).toBeVisible()
  const bannerImage = (await stored(page)).settings.banner as { image: string }
  await page.context().close()

  const context = await browser.newContext({ viewport: PHONE })
  const customer = await context.newPage()
  const response = await customer.goto('/')
  const html = (await response?.text()) ?? ''
  const photo = /\/media\/([^-/]+)-/.exec(bannerImage.image)?.[1]
  expect(html.match(/<link rel="preload" as="image"[^>]*>/g), 'one preloaded picture').toEqual([
    expect.stringContaining(photo!),
  ])
  const header = customer.getByRole('navigation', { name: 'Principal' })
  await expect(header.locator('img')).toHaveJSProperty('complete', true)
  expect(
    await header.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)
  const shown = customer.getByRole('link', { name: 'Capas novas para o inverno' })
  await expect(shown).toHaveAttribute('href', link)
  await expect(shown.locator('img')).toHaveJSProperty('complete', true)
  expect(await shown.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    photo!,
  )
  const overflow = await customer.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'the store scrolls sideways at 360 px').toBeLessThanOrEqual(0)
  await expectAccessible(customer, 'a loja com logo e banner')
  await shown.click()
  await expect(customer).toHaveURL(new RegExp(`categoria=`))
  await expect(customer.getByRole('link', { name: 'Capas novas para o inverno' })).toHaveCount(0)
  await context.close()
})
