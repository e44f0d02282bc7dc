import { expect, test } from '@playwright/test'
import { checkoutAsNewCustomer, payByCardApproved } from './support/checkout.ts'
import { emailIn } from './support/email-log.ts'
import { ownerContext, ownerOn } from './support/sign-in.ts'
import { fromShop } from './support/shop-origin.ts'

// Decision 039, end to end on a phone: a customer withdraws from a delivered order on /orders (the
// same site they bought in: Decreto 7.962/2013 art. 5 § 1); the owner refunds it through the
// simulated provider and marks the parcel back; the order's stock movements show the unit back on
// the shelf; the customer and the owner get their e-mails (printed to the shop's log).

const email = `desiste.${Date.now()}@exemplo.com`
const PHONE = { width: 360, height: 800 }

test('a delivered order withdrawn, refunded and its parcel back on the shelf', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await checkoutAsNewCustomer(page, {
    email,
    password: 'desiste-123',
    name: 'Clara Desiste',
    number: '46',
  })
  await payByCardApproved(page)
  await page.goto('/orders')
  const card = page.getByRole('article', { name: /^Pedido #/ }).first()
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
  const shortId = /#([0-9a-f]{8})/.exec(title)?.[1] ?? ''
  expect(shortId).toMatch(/^[0-9a-f]{8}$/)

  // The owner ships it and marks it delivered: through the API, as the panel does it (the panel's
  // own tracking code and status: admin-orders.spec.ts, order-emails.spec.ts).
  const api = (await ownerContext(browser)).request
  const found = await api.get(`/api/admin/orders/${shortId}`)
  expect(found.status()).toBe(200)
  const { id } = ((await found.json()) as { order: { id: string } }).order
  type Changed = { order: { status: string } }
  const sent = await api.put(
    `/api/admin/orders/${id}/tracking`,
    fromShop({ trackingCode: 'QB460000000BR' }),
  )
  expect(((await sent.json()) as Changed).order.status).toBe('enviado')
  const delivered = await api.patch(
    `/api/admin/orders/${id}/status`,
    fromShop({ status: 'entregue' }),
  )
  expect(((await delivered.json()) as Changed).order.status).toBe('entregue')

  // The customer withdraws: an optional reason, then 'Confirmar desistência'.
  await page.reload()
  const mine = page.getByRole('article', { name: `Pedido #${shortId}` })
  await expect(
    mine.getByText(/Você pode desistir desta compra até \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible()
  await mine.getByRole('button', { name: 'Desistir da compra' }).click()
  const dialog = page.getByRole('dialog', { name: 'Desistir da compra' })
  await dialog.getByLabel('Motivo (opcional)').fill('A cor não combinou com o carro.')
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await dialog.getByRole('button', { name: 'Confirmar desistência' }).click()
  await expect(dialog).toBeHidden()
  await expect(mine.getByText(/Desistência solicitada em/).first()).toBeVisible()
  const receipt = await emailIn(email, `Recebemos sua desistência — pedido #${shortId}`)
  expect(receipt).toContain('A cor não combinou com o carro.')
  await emailIn('dona@vitrine.test', `Desistência solicitada — pedido #${shortId}`)

  // The owner finds it in 'Desistência solicitada', refunds it and marks the parcel back.
  const owner = await ownerOn(browser, '/admin?tab=pedidos&status=desistencia', PHONE)
  await owner.getByRole('link', { name: `#${shortId}`, exact: true }).click()
  const status = owner.getByRole('combobox', { name: `Status do pedido #${shortId}` })
  await expect(owner.getByText('A cor não combinou com o carro.').first()).toBeVisible()
  await owner.getByRole('button', { name: 'Reembolsar' }).click()
  await owner.getByRole('dialog').getByRole('button', { name: 'Confirmar reembolso' }).click()
  await expect(owner.getByText(/^Reembolsado em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible()
  await expect(status).toHaveValue('cancelado')
  await owner.getByRole('button', { name: 'Produto devolvido' }).click()
  await owner.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
  await expect(owner.getByText(/^Produto devolvido em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible()
  const movements = owner.getByRole('region', { name: 'Movimentações de estoque' })
  await expect(movements.getByText('Produto devolvido')).toBeVisible()
  await expect(movements.getByText('+1')).toBeVisible()

  const refunded = await emailIn(email, `Reembolso feito — pedido #${shortId}`)
  expect(refunded).toContain('O pedido foi cancelado.')
  await page.reload()
  await expect(mine.getByText(/Reembolso feito em/)).toBeVisible()
})
