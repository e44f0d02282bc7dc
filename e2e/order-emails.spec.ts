import { expect, test } from '@playwright/test'
import { checkoutAsNewCustomer, payByCardApproved } from './support/checkout.ts'
import { emailIn, subjectsTo } from './support/email-log.ts'
import { fromShop } from './support/shop-origin.ts'
import { ownerOn } from './support/sign-in.ts'

// Decision 016: the customer hears about every step. A customer buys by card on the simulated
// provider; the owner ships with a tracking code and toggles the status back and forth; the
// customer's emails (printed to the shop's log: no SMTP in e2e) say each step once, and /orders
// shows the timeline.

const email = `passos.${Date.now()}@exemplo.com`
const CODE = 'QB123456789BR'

test('the customer is told of the payment and the parcel once each, and follows the order on a timeline', async ({
  page,
  browser,
}) => {
  // A whole purchase, the owner's work and the customer's return: longer than one screen's test.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await checkoutAsNewCustomer(page, {
    email,
    password: 'passos-123',
    name: 'Renata Passos',
    number: '900',
  })
  await payByCardApproved(page)

  // The welcome email of an account made at checkout greets without the email as a name.
  expect(await emailIn(email, 'Sua conta foi criada')).toContain('\nOlá!\n')
  const confirmed = await emailIn(email, 'Pagamento confirmado')
  expect(confirmed).toContain('Olá, Renata Passos!')

  await page.goto('/orders')
  const order = page.getByRole('article', { name: /^Pedido #/ }).first()
  const title = (await order.getByRole('heading', { level: 2 }).textContent()) ?? ''
  const shortId = /#([0-9a-f]{8})/.exec(title)?.[1] ?? ''
  expect(shortId).toMatch(/^[0-9a-f]{8}$/)

  // The owner sends it with a code, then moves it back to Pago and forward to Enviado twice.
  const owner = await ownerOn(browser, `/admin?tab=pedidos&q=${shortId}`)
  await owner.getByRole('link', { name: `#${shortId}`, exact: true }).click()
  await expect(owner.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  const tracking = owner.getByRole('textbox', { name: `Código de rastreio do pedido #${shortId}` })
  await tracking.fill(CODE)
  await tracking.press('Enter')
  await expect(owner.getByText(`Código de rastreio do pedido #${shortId} salvo.`)).toBeVisible()
  const status = owner.getByRole('combobox', { name: `Status do pedido #${shortId}` })
  // The code sent it: wait for the order as the server has it now, before changing its status.
  await expect(status).toHaveValue('enviado')
  for (const next of ['pago', 'enviado', 'pago', 'enviado'] as const) {
    const answered = owner.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith('/status'),
    )
    await status.selectOption(next)
    expect((await answered).status()).toBe(200)
    await expect(status).toHaveValue(next)
  }

  const shipped = await emailIn(email, `Pedido #${shortId} enviado`)
  expect(shipped).toContain(CODE)
  // No TRACKING_URL in this shop: the email leads to the order's 'Copiar' button.
  expect(shipped).toContain(`/orders#pedido-`)
  // Counted once the mail worker has printed anything a toggle might have queued: it sends the
  // outbox oldest first, so once an email queued after the toggles is printed, theirs are too. The
  // customer asks for a password reset (its subject names neither step), and the count waits for it.
  const asked = await page.request.post('/api/auth/forgot-password', fromShop({ email }))
  expect(asked.status()).toBe(200)
  await emailIn(email, 'Redefinição de senha')
  const subjects = await subjectsTo(email)
  expect(subjects.filter((s) => s.includes('Pagamento confirmado'))).toHaveLength(1)
  expect(subjects.filter((s) => s.includes('enviado'))).toHaveLength(1)

  // The customer follows the link from the email: the order, its timeline and 'Copiar'.
  const link = /(http:\/\/\S+\/orders#pedido-\S+)/.exec(shipped)?.[1] ?? ''
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.goto(link)
  const mine = page.getByRole('article', { name: `Pedido #${shortId}` })
  await expect(mine.getByRole('heading', { level: 2 })).toBeFocused()
  const steps = mine.getByRole('list', { name: 'Andamento do pedido' }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('Pedido realizado')
  await expect(steps.nth(1)).toContainText('Pagamento confirmado')
  await expect(steps.nth(2)).toContainText('Pedido enviado')
  await expect(steps.nth(2)).toContainText(CODE)
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step')
  await expect(steps.nth(3)).toContainText('Pedido entregue')
  for (const step of [0, 1, 2]) await expect(steps.nth(step)).toContainText(/\d{2}\/\d{2}\/\d{4}/)
  await expect(mine.getByRole('region', { name: 'Endereço de entrega' })).toContainText(
    'Avenida Paulista, 900',
  )
  await expect(mine.getByRole('region', { name: 'Endereço de entrega' })).toContainText(
    'CEP 01310-100',
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await mine.getByRole('button', { name: /^Copiar/ }).click()
  await expect(page.getByText('Código de rastreio copiado!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
