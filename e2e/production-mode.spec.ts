import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { SHOP_ORIGIN } from './support/shop-origin.ts'
import { adminPage } from './support/sign-in.ts'

// Decision 014: a live shop (NODE_ENV=production) started without PIX_KEY, MP_ACCESS_TOKEN,
// SMTP_URL or SHOP_WHATSAPP (playwright.config's second shop, this spec's project). Nobody can
// "pay" without paying: checkout offers no method, and the owner is told what to set: in the
// environment, or in the panel's 'Loja' tab (decision 037), where a save applies at once.

const email = `producao.${Date.now()}@exemplo.com`
const BANNER = 'A loja está em modo produção e faltam configurações'
const PAYMENT_AND_CONTACT = [
  'Loja › Chave PIX: pagamento por PIX',
  'MP_ACCESS_TOKEN: pagamento com cartão pelo Mercado Pago',
  'SMTP_URL: envio de emails (até lá, ficam guardados na fila)',
  "Loja › WhatsApp: botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
]
const BY_LAW = 'identificação de quem vende, exigida por lei (Decreto 7.962/2013)'
/** Decision 037: who sells, set in the panel's 'Loja' tab (none in this shop's environment). */
const IDENTITY = ['Razão social ou nome completo', 'CNPJ ou CPF', 'Endereço', 'Email'].map(
  (field) => `Loja › ${field}: ${BY_LAW}`,
)

test.describe.configure({ mode: 'serial' })

test('a customer reaches the payment step and finds no way to pay', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const buyable = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
  await buyable.first().getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
  await page.goto('/checkout')

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('producao-123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('Nome').fill('Cliente da Produção')
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await page.getByLabel('Número').fill('1000')
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()

  await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible()
  await expect(page.getByText('Pagamento indisponível no momento')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Gerar Pagamento' })).toBeDisabled()
  await expect(page.getByRole('radio')).toHaveCount(0)
})

test('the owner sees which settings are missing, and the log names them without any email', async ({
  browser,
}) => {
  const page = await adminPage(browser)
  // A phone's width: the banner wraps, nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 800 })
  const banner = page.getByRole('alert', { name: BANNER })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('listitem')).toHaveText([...PAYMENT_AND_CONTACT, ...IDENTITY])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  const log = await readFile('.e2e-production-server.log', 'utf8')
  expect(log).toContain('    - Loja › Chave PIX: pagamento por PIX')
  expect(log).toContain('    - MP_ACCESS_TOKEN: pagamento com cartão pelo Mercado Pago')
  expect(log).toContain("Pagamento: nenhuma forma disponível; o checkout mostra 'Pagamento")
  expect(log).toContain('Emails: sem SMTP_URL, nenhum email é enviado nem mostrado no log')
  // The customer's welcome email waits in the outbox: neither it nor its address is printed.
  expect(log).not.toContain(email)
  expect(log).not.toContain('Email (SMTP_URL não configurado')
  expect(log).toContain('Senha: (a definida em ADMIN_PASSWORD)')
  expect(log).not.toContain('senha-e2e-123')
})

test("once the owner fills who sells in the 'Loja' tab, the banner drops it without a restart", async ({
  browser,
}) => {
  const page = await adminPage(browser)
  await page.getByRole('tab', { name: 'Loja', exact: true }).click()
  const panel = page.getByRole('tabpanel', { name: 'Loja', exact: true })
  await panel.getByLabel('Razão social ou nome completo').fill('Oficina da Produção LTDA')
  await panel.getByLabel('CNPJ ou CPF').fill('12.ABC.345/01DE-35')
  await panel.getByLabel('Email de contato').fill('contato@producao.test')
  await panel.getByLabel('CEP').fill('01310100')
  await expect(panel.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await panel.getByLabel('Número').fill('1000')
  await panel.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas')).toBeVisible()
  const banner = page.getByRole('alert', { name: BANNER })
  await expect(banner.getByRole('listitem')).toHaveText(PAYMENT_AND_CONTACT)
})

test('the development shop beside it, built and started by npm start, still takes both', async ({
  request,
}) => {
  // Vite's build sets NODE_ENV=production in the process that then runs the shop (scripts/build.mjs).
  const shop = await request.get(`${SHOP_ORIGIN}/api/shop`)
  expect(await shop.json()).toMatchObject({ paymentMethods: ['pix', 'mercadopago'] })
})

// Decision 025: a live shop seeds nothing unless SEED_DEMO=true (set for this one, whose customer above
// buys from the demo catalog), and the owner removes the demonstration data from the panel.
test('the owner removes the demonstration data, and the store is empty after it', async ({
  browser,
  request,
}) => {
  const page = await adminPage(browser)
  const banner = page.getByRole('region', { name: 'A loja tem dados de demonstração' })
  await expect(banner).toContainText('24 produtos, 3 páginas de ajuda e 3 downloads de exemplo')
  await banner.getByRole('button', { name: 'Remover dados de demonstração' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remover dados de demonstração' })
  await dialog.getByRole('button', { name: 'Remover' }).click()
  const result = page.getByRole('status', { name: 'Dados de demonstração removidos' })
  await expect(result).toContainText('Excluídos: 24 produtos, 3 páginas de ajuda e 3 downloads.')
  await expect(banner).toHaveCount(0)

  const store = await request.get('/api/products')
  expect((await store.json()) as unknown).toMatchObject({ items: [] })
  expect(await (await request.get('/api/help-pages')).json()).toEqual({ pages: [] })
  expect(await (await request.get('/api/downloads')).json()).toEqual({ downloads: [] })
})

test('the shop listens on 127.0.0.1 by default, reachable as localhost too, and says how to open it', async ({
  request,
}) => {
  for (const host of ['localhost', '127.0.0.1']) {
    expect((await request.get(`http://${host}:3197/api/health`)).ok(), host).toBe(true)
  }
  const log = await readFile('.e2e-production-server.log', 'utf8')
  expect(log).toContain('para acesso pela rede ou de fora de um contêiner, defina HOST=0.0.0.0.')
  // The development shop beside it no longer prints the ADMIN_PASSWORD it was given either.
  const devLog = await readFile('.e2e-server.log', 'utf8')
  expect(devLog).toContain('Senha: (a definida em ADMIN_PASSWORD)')
  expect(devLog).not.toContain('senha-e2e-123')
})
