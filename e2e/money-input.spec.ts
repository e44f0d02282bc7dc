import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminPage } from './support/sign-in.ts'

// Decision 029: on a phone, the owner types a price as Brazilians write money. Chromium's
// number input used to drop the comma: '39,90' was published as R$ 3.990,00.

const PHONE = { width: 360, height: 780 }
const stamp = Date.now()

test.use({ viewport: PHONE })

/** The owner, signed in on a phone, fills Produtos' form for a new product at `price`. */
async function fillProduct(browser: Browser, name: string, price: string): Promise<Page> {
  const admin = await adminPage(browser)
  await admin.setViewportSize(PHONE)
  await admin.getByRole('tab', { name: 'Produtos' }).click()
  await admin.getByLabel('Nome', { exact: true }).fill(name)
  await admin.getByLabel('Preço (R$)').fill(price)
  await admin.getByLabel('Categoria', { exact: true }).fill('Câmbio')
  await admin.getByLabel('Estoque').fill('2')
  await admin.getByLabel('URL da Imagem').fill('/demo/products/manopla-cambio-trancada.svg')
  await admin.getByLabel('Descrição').fill('Manopla de câmbio em couro, para o teste de preço.')
  return admin
}

test("the owner types '39,90': the form says 'Na loja: R$ 39,90' and the store sells it for R$ 39,90", async ({
  browser,
  page,
}) => {
  const name = `Manopla Preço Vírgula ${stamp}`
  const admin = await fillProduct(browser, name, '39,90')
  const price = admin.getByRole('textbox', { name: 'Preço (R$)' })
  await expect(price).toHaveValue('39,90')
  // Intl puts a non-breaking space after R$, as the store prints it.
  await expect(price).toHaveAccessibleDescription('Na loja: R$\u00a039,90')
  await expect(admin.getByText('Na loja: R$\u00a039,90', { exact: true })).toBeVisible()

  await admin.getByRole('button', { name: 'Adicionar Produto' }).click()
  await expect(admin.getByText('Produto adicionado com sucesso!')).toBeVisible()
  const row = admin.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('R$\u00a039,90')

  // The store's list, newest first, then the product's own page.
  await page.goto('/', { waitUntil: 'networkidle' })
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toContainText('R$\u00a039,90')
  await expect(card).not.toContainText('3.990')
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('R$\u00a039,90', { exact: true })).toBeVisible()

  // Editing shows the price the pt-BR way, not '39.90'.
  await admin.getByRole('button', { name: `Editar ${name}` }).click()
  await expect(price).toHaveValue('39,90')
  await admin.getByRole('button', { name: 'Cancelar' }).click()

  // The shop is shared with the other specs (the store counts its 24 demo products): it goes again.
  await admin.getByRole('button', { name: `Excluir ${name}` }).click()
  await admin.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0)
})

test("'1.234' could be R$ 1.234,00 or R$ 1,23: the owner is asked for a comma and nothing is saved", async ({
  browser,
  page,
}) => {
  const name = `Manopla Preço Ambíguo ${stamp}`
  const admin = await fillProduct(browser, name, '1.234')
  await expect(admin.getByText(/^Na loja: /)).toHaveCount(0)
  const saves: string[] = []
  admin.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/products')) {
      saves.push(request.url())
    }
  })

  await admin.getByRole('button', { name: 'Adicionar Produto' }).click()

  const message = 'Use vírgula para os centavos: 1.234,00 ou 1,23'
  await expect(admin.getByText(message, { exact: true })).toBeVisible()
  const price = admin.getByRole('textbox', { name: 'Preço (R$)' })
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price).toHaveAccessibleDescription(message)
  await expect(price).toBeFocused()
  await expect(price).toHaveValue('1.234')
  expect(saves).toEqual([])
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
})
