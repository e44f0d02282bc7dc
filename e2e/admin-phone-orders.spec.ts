import { expect, test, type Locator, type Page } from '@playwright/test'
import { checkoutAsNewCustomer, payByPix } from './support/checkout.ts'
import { fromShop } from './support/shop-origin.ts'
import { ownerOn } from './support/sign-in.ts'

// Decision 030: the owner works an order from a 360 px phone. Each order's card leads with 'Ver pedido'
// ('Excluir' beside it, smaller and outlined); the tracking code saves with its 'Salvar' button
// (no Enter to look for on a phone's keyboard); the order's page, its stock movements as stacked
// rows, never scrolls sideways.

const PHONE = { width: 360, height: 780 }
const email = `telefone.pedido.${Date.now()}@exemplo.com`
const trackingCode = 'BR123456789BR'

let owner: Page | undefined

test.afterEach(async () => {
  if (!owner) return
  // The order goes, its unit back on the shelf for the specs that buy after this one.
  const found = await owner.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`)
  const { orders } = (await found.json()) as { orders: { id: string }[] }
  for (const { id } of orders) {
    await owner.request.patch(`/api/admin/orders/${id}/status`, fromShop({ status: 'pago' }))
    await owner.request.delete(`/api/admin/orders/${id}`, fromShop())
  }
  await owner.context().close()
})

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

async function box(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport({ ratio: 1 })
  const found = await control.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test("on a phone, an order's card leads to the order, its tracking code saves with 'Salvar', and its page fits", async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const customer = await (await browser.newContext()).newPage()
  await checkoutAsNewCustomer(customer, {
    email,
    password: 'telefone-123',
    name: 'Cliente do Telefone',
    number: '38',
  })
  const shortId = await payByPix(customer)
  await customer.context().close()

  owner = await ownerOn(browser, `/admin?tab=pedidos&q=${shortId}`, PHONE)
  const card = owner
    .getByRole('row')
    .filter({ has: owner.getByRole('rowheader', { name: `#${shortId}` }) })
  await expect(card).toBeVisible()

  // 'Ver pedido' is the card's large action; 'Excluir' is beside it, smaller, still there.
  const open = card.getByRole('link', { name: `Ver pedido #${shortId}` })
  const remove = card.getByRole('button', { name: 'Excluir' })
  const [openBox, removeBox] = [await box(open), await box(remove)]
  expect(openBox.width).toBeGreaterThan(removeBox.width * 1.5)
  expect(openBox.height).toBeGreaterThanOrEqual(removeBox.height)
  expect(await remove.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
  expect(await sidewaysOverflow(owner)).toBeLessThanOrEqual(0)

  // The tracking code saves with its button, as Enter does: toast, the code on record, 'Enviado'.
  const tracking = card.getByRole('textbox', { name: `Código de rastreio do pedido #${shortId}` })
  await tracking.fill(trackingCode)
  const save = card.getByRole('button', { name: `Salvar código de rastreio do pedido #${shortId}` })
  await box(save)
  await save.click()
  await expect(owner.getByText(`Código de rastreio do pedido #${shortId} salvo.`)).toBeVisible()
  await expect(tracking).toHaveValue('')
  await expect(card.getByText(`Atual: ${trackingCode}`)).toBeVisible()
  await expect(card.getByRole('combobox', { name: `Status do pedido #${shortId}` })).toHaveValue(
    'enviado',
  )
  await owner.screenshot({ path: 'test-results/admin-phone-orders-card.png', fullPage: true })

  // 'Ver pedido' opens the order; its page, the stock movements included, fits the phone.
  await open.click()
  await expect(owner).toHaveURL(/\/admin\/pedidos\/[0-9a-f-]{36}$/)
  await expect(owner.getByRole('heading', { level: 1, name: `Pedido #${shortId}` })).toBeVisible()
  const movements = owner.getByRole('region', { name: 'Movimentações de estoque' })
  const table = movements.getByRole('table', { name: 'Movimentações de estoque' })
  await expect(table.getByRole('row').filter({ hasText: 'Venda' })).toHaveCount(1)
  await table.scrollIntoViewIfNeeded()
  const fits = await movements.evaluate((section) => ({
    section: section.getBoundingClientRect().right,
    widest: Math.max(
      ...[...section.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    ),
    scroll: section.scrollWidth - section.clientWidth,
  }))
  expect(fits.widest).toBeLessThanOrEqual(fits.section)
  expect(fits.scroll).toBeLessThanOrEqual(0)
  expect(await sidewaysOverflow(owner)).toBeLessThanOrEqual(0)
  await expect(owner.getByText(`Atual: ${trackingCode}`)).toBeVisible()
  await owner.screenshot({ path: 'test-results/admin-phone-order-page.png', fullPage: true })
})
