import { payByPix } from './support/checkout.ts'
import { expect, test } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { addFirstBuyable, CspWatch, heading } from './support/csp-watch.ts'
import { fromShop } from './support/shop-origin.ts'
import { OWNER, signInByApi } from './support/sign-in.ts'

// Web security: no page a customer opens trips the Content-Security-Policy (the header
// itself: security.spec.ts; the public pages: public-pages.spec.ts; the owner's tabs:
// admin-tabs.spec.ts).

const stamp = Date.now()
const customer = { email: `csp.${stamp}@exemplo.com`, password: 'csp-senha-123' }
const ADDRESS = apiAddress('Cliente CSP')

// Each step waits for the network to go idle (lazy chunks, late requests) before it is judged.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('a customer buys by card on the simulated payment page and by PIX, and accepts project terms, without a CSP violation', async ({
  browser,
  request,
}) => {
  const csp = await CspWatch.open(browser)
  const { page } = csp

  const registered = await page.request.post(
    '/api/auth/register',
    fromShop({ ...customer, confirmPassword: customer.password, address: ADDRESS }),
  )
  expect(registered.status()).toBe(201)
  const clientId = ((await registered.json()) as { user: { id: string } }).user.id
  // A project made for this customer, so the cart shows the terms dialog.
  await signInByApi(request, OWNER)
  const project = await request.post('/api/admin/projects', {
    headers: fromShop().headers,
    data: {
      name: `Tapete CSP ${stamp}`,
      priceCents: 25000,
      category: 'Tapetes',
      clientId,
      image: 'https://cdn.exemplo.com/tapete.jpg',
      description: 'Tapete bordado para o teste de CSP.',
    },
  })
  expect(project.status()).toBe(201)

  await addFirstBuyable(page)
  await csp.check('the store, signed in')
  await csp.visit('/cart', (p) => heading(p, 'Projetos Personalizados'))
  await page.getByRole('button', { name: 'Aceitar Termos' }).click()
  const terms = page.getByRole('dialog')
  await expect(terms).toContainText('90 dias')
  await csp.check('the terms dialog')
  await terms.getByRole('checkbox').check()
  await terms.getByRole('button', { name: 'Aceitar e Continuar' }).click()
  await expect(page.getByText('Termos aceitos')).toBeVisible()

  await page.getByRole('link', { name: 'Finalizar Compra' }).click()
  await expect(page.getByText(/^Avenida Paulista, /)).toBeVisible()
  await csp.check('the checkout address step')
  await page.getByRole('button', { name: 'Entregar neste endereço' }).click()
  await page.getByLabel('Cartão de crédito (Mercado Pago)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  const pay = page.getByRole('link', { name: 'Pagar com Mercado Pago' })
  await expect(pay).toBeVisible()
  await csp.check('the card payment step')
  await pay.click()
  await heading(page, 'Pagamento simulado')
  expect(page.url()).toMatch(/\/api\/payments\/simulated\//)
  const simulatedUrl = page.url()
  await csp.check('the simulated payment page')
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await heading(page, 'Pagamento Confirmado!')
  await csp.check('the approved payment page')
  await csp.visit(simulatedUrl, (p) =>
    expect(p.getByText('Este pedido não está aguardando pagamento.')).toBeVisible(),
  )

  await addFirstBuyable(page)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Entregar neste endereço' }).click()
  await payByPix(page)
  await csp.check('the PIX QR code')

  await csp.visit('/orders', (p) => heading(p, 'Seus Pedidos'))
  await csp.visit('/profile', (p) => heading(p, 'Minha Conta'))
  await csp.close()
})
