import { expect, test } from '@playwright/test'
import { checkoutAsNewCustomer, payByCardApproved } from './support/checkout.ts'
import { emailIn } from './support/email-log.ts'
import { ownerOn } from './support/sign-in.ts'

// Decision 030: nothing hides the work to do. A customer pays by card (the simulated provider); on
// their phone the owner sees the order under 'A enviar', hears it is ready to pack, opens it by
// the 8 characters customers quote, and finds it by its WhatsApp number typed with punctuation.

const email = `fila.${Date.now()}@exemplo.com`
const OWNER = 'dona@vitrine.test'

test("a paid order waits under 'A enviar', the owner is emailed, and its short id opens it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await checkoutAsNewCustomer(page, {
    email,
    password: 'fila-1234',
    name: 'Paula Fila',
    number: '38',
  })
  await payByCardApproved(page)
  await page.goto('/orders')
  const title =
    (await page
      .getByRole('article', { name: /^Pedido #/ })
      .first()
      .getByRole('heading', { level: 2 })
      .textContent()) ?? ''
  const shortId = /#([0-9a-f]{8})/.exec(title)?.[1] ?? ''
  expect(shortId).toMatch(/^[0-9a-f]{8}$/)

  // The owner's email: once paid, ready to pack.
  const told = await emailIn(
    OWNER,
    `Pagamento confirmado — pedido #${shortId} pronto para preparar`,
  )
  expect(told).toContain('Paula Fila')

  // On the phone, the panel's first tab shows the queue; 'A enviar' lists the paid orders.
  const owner = await ownerOn(browser, '/admin', { width: 360, height: 800 })
  const queue = owner.getByRole('list', { name: 'Fila de pedidos' })
  const toShip = queue.getByRole('link', { name: /^A enviar \d+$/ })
  await expect(toShip).toBeVisible()
  const count = Number(/\d+/.exec((await toShip.textContent()) ?? '')?.[0])
  expect(count).toBeGreaterThanOrEqual(1)
  await toShip.click()
  await expect(owner).toHaveURL(/\/admin\?tab=pedidos&status=a-enviar$/)
  await expect(owner.getByRole('link', { name: `#${shortId}`, exact: true })).toBeVisible()
  // Every other tab: the summary is one line of links, and the list starts right below it.
  await expect(queue).toBeHidden()
  const line = owner.getByRole('link', { name: `A enviar: ${count}` })
  await expect(line).toBeVisible()
  await expect(owner.getByRole('link', { name: /^Aguardando pagamento: \d+$/ })).toBeVisible()
  const searchBox = owner.getByLabel('Buscar pedido')
  expect((await searchBox.boundingBox())?.y ?? 9999).toBeLessThan(800)

  // Its WhatsApp number, typed as people write it.
  await owner.goto('/admin?tab=pedidos')
  await owner.getByLabel('Buscar pedido').fill('(11) 98765-4321')
  await expect(owner).toHaveURL(/q=/)
  await expect(owner.getByRole('link', { name: `#${shortId}`, exact: true })).toBeVisible()

  // The 8 characters the customer quotes open the order, at its own address.
  await owner.goto(`/admin/pedidos/${shortId}`)
  await expect(owner.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  await expect(owner).toHaveURL(new RegExp(`/admin/pedidos/${shortId}-[0-9a-f-]{27}$`))
  // Too short: a clear answer, no error page.
  await owner.goto(`/admin/pedidos/${shortId.slice(0, 6)}`)
  await expect(owner.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible()
  await owner.close()
})
