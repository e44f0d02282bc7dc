import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { checkoutAsNewCustomer } from './support/checkout.ts'
import { emailIn, subjectsTo } from './support/email-log.ts'

// Decision 027: a card refused on the simulated provider's page is said on /orders, with the retry,
// and in one email; the second try pays the order. On a 360 px phone.

const email = `recusado.${Date.now()}@exemplo.com`

test('a refused card shows Pagamento recusado on /orders, and the retry pays the order', async ({
  page,
}) => {
  // A whole purchase, the refusal and a second checkout: longer than one screen's test.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await checkoutAsNewCustomer(page, {
    email,
    password: 'recusa-123',
    name: 'Rita Recusada',
    number: '360',
  })
  await page.getByLabel('Cartão de crédito (Mercado Pago)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  await page.getByRole('link', { name: 'Pagar com Mercado Pago' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
  await page.getByRole('button', { name: 'Recusar pagamento' }).click()

  await expect(page).toHaveURL(/\/orders$/)
  const order = page.getByRole('article', { name: /^Pedido #/ }).first()
  await expect(order.getByText('Pagamento recusado')).toBeVisible()
  await expect(order.getByText('Processando Pagamento')).toHaveCount(0)
  await expect(order).toContainText('nenhum valor foi cobrado')
  const retry = order.getByRole('button', { name: 'Tentar pagamento novamente' })
  await expect(retry).toBeVisible()
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  const title = (await order.getByRole('heading', { level: 2 }).textContent()) ?? ''
  const shortId = /#([0-9a-f]{8})/.exec(title)?.[1] ?? ''
  const told = await emailIn(email, `Pagamento recusado: pedido #${shortId}`)
  expect(told).toMatch(new RegExp(`Tentar pagamento novamente:\\n\\S+/orders#pedido-${shortId}`))

  await retry.click()
  await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible()
  await page.goto('/orders')
  const paid = page.getByRole('article', { name: `Pedido #${shortId}` })
  await expect(paid.getByText('Pago', { exact: true })).toBeVisible()
  await expect(paid.getByText('Pagamento recusado')).toHaveCount(0)
  await expect(paid.getByRole('button', { name: 'Tentar pagamento novamente' })).toHaveCount(0)

  await emailIn(email, 'Pagamento confirmado')
  const refusals = (await subjectsTo(email)).filter((s) => s.startsWith('Pagamento recusado'))
  expect(refusals).toHaveLength(1)
})
