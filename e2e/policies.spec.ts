import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { checkoutAsNewCustomer, payByPix } from './support/checkout.ts'
import { emailIn } from './support/email-log.ts'
import { fromShop, SHOP_ORIGIN } from './support/shop-origin.ts'
import { adminPage, ownerContext, ownerOn } from './support/sign-in.ts'

// Decision 038: the shop's policies, drawn by the server with who sells filled in; the owner publishes
// a new version of 'Trocas e Devoluções' in the panel, an order records the versions it accepted,
// and the old version stays readable. Policies only gain versions: the text goes back at the end.

const PHONE = { width: 360, height: 800 }
const RETURNS = '/trocas-e-devolucoes'
const PAGES = [
  { path: '/privacidade', title: 'Política de Privacidade' },
  { path: '/termos', title: 'Termos de Venda' },
  { path: RETURNS, title: 'Trocas e Devoluções' },
]
// Every default policy lists the shop's contacts; the e2e shop has SHOP_WHATSAPP.
const WHATSAPP_LINE = 'WhatsApp: (11) 99999-0000'
const MARKER = `Política de trocas e2e ${Date.now()}`
// '{whatsapp}' is a placeholder: the page and the preview fill it in.
const NEW_TEXT = `## ${MARKER}\n\nTroca em até 30 dias na {loja}.\n\n- WhatsApp: {whatsapp}`
const customer = `politicas.${Date.now()}@exemplo.com`
const VERSION_LINE = /^Versão \d+, publicada em \d{2}\/\d{2}\/\d{4}$/

let before = 0 // the returns policy's version before the owner's save
let oldTemplate = '' // its text as written, put back at the end
let oldSentence = '' // its first sentence as the page shows it
let shortId = ''

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })

const owner = (browser: Browser) => adminPage(browser, PHONE)

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0)
}

test.afterAll(async ({ browser }) => {
  const context = await ownerContext(browser)
  if (oldTemplate) {
    const { version } = (await (await context.request.get(`/api/policies${RETURNS}`)).json()) as {
      version: number
    }
    const put = fromShop({ version, text: oldTemplate })
    expect((await context.request.put(`/api/admin/policies${RETURNS}`, put)).ok()).toBe(true)
  }
  const found = await context.request.get(`/api/admin/orders?q=${encodeURIComponent(customer)}`)
  const { orders } = (await found.json()) as { orders: { id: string }[] }
  for (const { id } of orders) await context.request.delete(`/api/admin/orders/${id}`, fromShop())
  await context.close()
})

test('without JavaScript each policy page shows its title, version, who sells and the text filled in', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  for (const { path, title } of PAGES) {
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(VERSION_LINE)).toBeVisible()
    await expect(page.getByRole('main')).toContainText(WHATSAPP_LINE)
    await expect(page.getByLabel('Quem vende')).toContainText('WhatsApp (11) 99999-0000')
    const nav = page.getByRole('navigation', { name: 'Políticas' })
    for (const other of PAGES) {
      await expect(nav.getByRole('link', { name: other.title })).toHaveAttribute('href', other.path)
    }
  }
  await expect(page.getByRole('main')).toContainText('sua compra na Vitrine')
  await context.close()
})

test("the owner publishes a new version of 'Trocas e Devoluções' in the 'Loja' tab, on a phone", async ({
  browser,
}) => {
  const page = await owner(browser)
  const current = (await (await page.request.get(`/api/policies${RETURNS}`)).json()) as {
    version: number
    text: string
  }
  oldSentence = current.text.split(/[.\n]/)[0]!.trim()
  await page.getByRole('tab', { name: 'Loja', exact: true }).click()
  const section = page.getByRole('region', { name: 'Políticas', exact: true })
  await section.getByRole('tab', { name: 'Trocas e Devoluções' }).click()
  const editor = section.getByRole('tabpanel', { name: 'Trocas e Devoluções' })
  const inForce = editor.getByText(/^Versão \d+ em vigor$/)
  before = Number(/\d+/.exec((await inForce.textContent()) ?? '')?.[0])
  expect(before).toBe(current.version)
  const text = editor.getByLabel('Texto de Trocas e Devoluções')
  oldTemplate = await text.inputValue()
  await text.fill(NEW_TEXT)
  await expectNoSidewaysScroll(page, "the 'Políticas' editor")

  await editor.getByRole('button', { name: 'Pré-visualizar' }).click()
  const preview = editor.getByRole('region', { name: 'Pré-visualização: Trocas e Devoluções' })
  await expect(preview.getByRole('heading', { name: MARKER })).toBeVisible()
  await expect(preview).toContainText(WHATSAPP_LINE)

  await editor.getByRole('button', { name: 'Salvar Trocas e Devoluções' }).click()
  await expect(page.getByText('Política salva')).toBeVisible()
  await expect(editor.getByText(`Versão ${before + 1} em vigor`)).toBeVisible()
  const newest = editor.getByRole('region', { name: 'Histórico' }).getByRole('listitem').first()
  await expect(newest).toContainText(new RegExp(`^Versão ${before + 1} — .* — dona@vitrine\\.test`))
  await page.context().close()
})

test('an order paid by PIX records the new version: in the checkout, the owner’s order and the e-mail', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000)
  await checkoutAsNewCustomer(page, {
    email: customer,
    password: 'politicas-123',
    name: 'Cliente das Políticas',
    number: '45',
  })
  const consent = page.getByText('Ao gerar o pagamento, você aceita os')
  await expect(consent).toHaveText(
    'Ao gerar o pagamento, você aceita os Termos de Venda e a política de Trocas e Devoluções.',
  )
  await expect(consent.getByRole('link', { name: 'Termos de Venda' })).toHaveAttribute(
    'href',
    '/termos',
  )
  await expect(consent.getByRole('link', { name: 'Trocas e Devoluções' })).toHaveAttribute(
    'href',
    RETURNS,
  )
  shortId = await payByPix(page)

  const admin = await ownerOn(browser, `/admin/pedidos/${shortId}`, PHONE)
  const termsPolicy = await admin.request.get('/api/policies/termos')
  const terms = ((await termsPolicy.json()) as { version: number }).version
  const accepted = admin.getByRole('region', { name: 'Políticas aceitas' })
  await expect(
    accepted.getByRole('link', { name: `Trocas e Devoluções — versão ${before + 1} (` }),
  ).toHaveAttribute('href', `${RETURNS}?versao=${before + 1}`)
  await expect(
    accepted.getByRole('link', { name: `Termos de Venda — versão ${terms} (` }),
  ).toHaveAttribute('href', `/termos?versao=${terms}`)
  await admin.context().close()

  const received = await emailIn(customer, `Pedido #${shortId} recebido`)
  expect(received).toContain(
    `Trocas e Devoluções (versão ${before + 1}):\n${SHOP_ORIGIN}${RETURNS}?versao=${before + 1}\n`,
  )
  expect(received).toContain(
    `Termos de Venda (versão ${terms}):\n${SHOP_ORIGIN}/termos?versao=${terms}\n`,
  )
})

test('the old version stays readable, the page shows the new one, and a made-up version is a 404', async ({
  page,
}) => {
  await page.goto(`${RETURNS}?versao=${before}`)
  await expect(page.getByText(`Versão ${before}, publicada em`)).toBeVisible()
  await expect(page.getByText('Esta é uma versão anterior.')).toBeVisible()
  await expect(page.getByRole('main')).toContainText(oldSentence)
  await expect(page.getByRole('main')).not.toContainText(MARKER)
  await page.getByRole('link', { name: 'Ver a versão em vigor' }).click()
  await expect(page).toHaveURL(new RegExp(`${RETURNS}$`))
  await expect(page.getByRole('heading', { name: MARKER })).toBeVisible()
  await expect(page.getByText(`Versão ${before + 1}, publicada em`)).toBeVisible()
  await expect(page.getByText('Esta é uma versão anterior.')).toHaveCount(0)

  // The HTML the server draws has the new text too (no stale cached page).
  expect(await (await page.goto(RETURNS))?.text()).toContain(MARKER)
  const missing = await page.goto(`${RETURNS}?versao=9999`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('Esta versão da política não existe.')).toBeVisible()
})

test('at 360 px the policy pages fit the width and have no serious accessibility problem', async ({
  page,
}) => {
  for (const { path, title } of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectNoSidewaysScroll(page, path)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`),
    ).toEqual([])
  }
})
