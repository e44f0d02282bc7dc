import { expect, type Page } from '@playwright/test'

/** A visitor puts the store's first buyable product in the cart, from the store. */
export async function addFirstBuyable(page: Page) {
  // The store is drawn on the server: a click before its code has loaded and hydrated it is lost
  // (seen once in a full run on a busy machine), so wait until the network is quiet.
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first().click()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
}

interface NewCustomer {
  email: string
  password: string
  name: string
  number: string
}

/**
 * A visitor puts the store's first buyable product in the cart and goes through checkout's first
 * two steps as a new customer (checkoutCartAsNewCustomer).
 */
export async function checkoutAsNewCustomer(page: Page, customer: NewCustomer) {
  await addFirstBuyable(page)
  await checkoutCartAsNewCustomer(page, customer)
}

/**
 * A visitor with something in the cart goes through checkout's first two steps as a new customer
 * (an account made with `email` and `password`, the address found by the ViaCEP stand-in),
 * leaving the page on step 3, 'Pagamento'.
 */
export async function checkoutCartAsNewCustomer(page: Page, customer: NewCustomer) {
  await page.goto('/checkout')
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Senha').fill(customer.password)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('Nome').fill(customer.name)
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await page.getByLabel('Número').fill(customer.number)
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()
}

/**
 * On checkout's step 3, the customer pays by card on the simulated provider and approves it,
 * landing on 'Pagamento Confirmado!'.
 */
export async function payByCardApproved(page: Page) {
  await page.getByLabel('Cartão de crédito (Mercado Pago)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  await page.getByRole('link', { name: 'Pagar com Mercado Pago' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible()
}

/**
 * On checkout's step 3, the customer chooses PIX and generates the charge, landing on its QR code:
 * the order's short id, read from the code's name.
 */
export async function payByPix(page: Page): Promise<string> {
  await page.getByLabel('PIX (10% de desconto)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  const qr = page.getByRole('img', { name: /QR Code PIX do pedido #/ })
  await expect(qr).toBeVisible()
  const shortId = /#([0-9a-f]{8})/.exec((await qr.getAttribute('aria-label')) ?? '')?.[1] ?? ''
  expect(shortId).toMatch(/^[0-9a-f]{8}$/)
  return shortId
}

/**
 * The e2e shop's PIX charges are dynamic (the simulated provider's): the order's answer is turned
 * into a static BR Code's, the one that carries 'Enviar Comprovante'.
 */
export async function answerPixAsStatic(page: Page) {
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const response = await route.fetch()
    const body = (await response.json()) as {
      order: { pixStatus: string; pix: Record<string, unknown> }
    }
    body.order.pixStatus = 'static'
    body.order.pix = { ...body.order.pix, expiresAt: null, simulatedPayUrl: null }
    await route.fulfill({ response, json: body })
  })
}
