import { expect, test, type Page } from '@playwright/test'
import { OWNER, signInByApi } from './support/sign-in.ts'

const email = `comprador.${Date.now()}@exemplo.com`

async function addFirstBuyable(page: Page, index: number) {
  await page.goto('/', { waitUntil: 'networkidle' })
  const buyable = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
  await buyable.nth(index).getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('a new customer buys two products with PIX and sees the QR code, the copy-paste code and its validity', async ({
  page,
}) => {
  await addFirstBuyable(page, 0)
  await addFirstBuyable(page, 1)
  await page.getByRole('link', { name: /^Carrinho/ }).click()
  await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible()
  await expect(page.getByText('Grátis')).toBeVisible()
  await page.getByRole('link', { name: 'Finalizar Compra' }).click()

  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('compra-123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(
    page.getByText(`Conta criada com sucesso! Enviamos as informações de acesso para ${email}`),
  ).toBeVisible()

  await page.getByLabel('Nome').fill('Comprador da Silva')
  await page.getByLabel('CEP').fill('01310100')
  // The local ViaCEP stand-in fills the street, neighbourhood, city and state.
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo')
  await page.getByLabel('Número').fill('1000')
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()

  await page.getByLabel('PIX (10% de desconto)').check()
  await expect(page.getByText('Desconto PIX')).toBeVisible()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()

  await expect(page.getByRole('img', { name: /QR Code PIX do pedido #/ })).toBeVisible()
  const code = page.getByLabel('PIX Copia e Cola')
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible()
  // Without Mercado Pago, the simulated provider made a charge that confirms itself (decision 018):
  // it is valid for a time, and no receipt needs to go by WhatsApp.
  await expect(page.getByText(/Válido até \d{2}:\d{2}/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enviar Comprovante' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName('Carrinho')
})

test('the customer buys again by card, approves in the simulated provider and sees it paid', async ({
  page,
}) => {
  // Signing in is accounts.spec.ts's: here, by the API.
  await signInByApi(page.request, { email, password: 'compra-123' })
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^Pedidos/ })).toHaveAccessibleName(
    'Pedidos, 1 pedido em andamento',
  )

  await addFirstBuyable(page, 0)
  await page.goto('/checkout')
  // Signed in: straight to the address of the last purchase, as a summary (decision 030).
  await expect(page.getByText('Avenida Paulista, 1000')).toBeVisible()
  await page.getByRole('button', { name: 'Entregar neste endereço' }).click()
  await page.getByLabel('Cartão de crédito (Mercado Pago)').check()
  await expect(page.getByText('Desconto PIX')).toHaveCount(0)
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  await page.getByRole('link', { name: 'Pagar com Mercado Pago' }).click()

  await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible()
  await page.getByRole('link', { name: 'Ver Meus Pedidos' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { name: 'Seus Pedidos' })).toBeVisible()
  const paid = page.getByRole('article').filter({ hasText: 'Cartão de crédito (Mercado Pago)' })
  await expect(paid).toContainText('Pago')
  const pix = page.getByRole('article').filter({ hasText: 'PIX' }).first()
  await expect(pix).toContainText('Aguardando Pagamento')
})

test('the owner sets a tracking code and the order shows as sent', async ({ page }) => {
  await signInByApi(page.request, OWNER)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Pedidos' }).click()
  const tracking = page.getByLabel(/Código de rastreio do pedido #/).first()
  await tracking.fill('  BR123456789BR ')
  await tracking.press('Enter')
  await expect(tracking).toHaveValue('')
  await expect(page.getByLabel(/Status do pedido #/).first()).toHaveValue('enviado')
})
