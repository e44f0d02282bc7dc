import { payByPix } from './support/checkout.ts'
import { expect, test } from '@playwright/test'
import { ownerOn } from './support/sign-in.ts'

// The owner sees what to ship where. A customer buys; the owner finds the order by a
// prefix of its number, opens it, reads what to pack and where to, prints the packing slip and
// sends it with a tracking code.

const email = `encomenda.${Date.now()}@exemplo.com`

test('a customer buys; the owner finds the order by its number, packs it, prints the slip and sends it', async ({
  page,
  browser,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const buyable = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
    .first()
  const productName = (await buyable.getByRole('heading').first().textContent())?.trim() ?? ''
  expect(productName).not.toBe('')
  await buyable.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
  await page.goto('/checkout')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('encomenda-123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('Nome').fill('Joana Encomenda')
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await page.getByLabel('Número').fill('1578')
  await page.getByLabel('Complemento').fill('Sala 12')
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()
  const shortId = await payByPix(page)

  // The owner, on their phone's width, looks the order up by the first characters of its number.
  const owner = await ownerOn(browser, '/admin?tab=pedidos', { width: 360, height: 800 })
  await owner.getByLabel('Buscar pedido').fill(shortId.slice(0, 5))
  await expect(owner).toHaveURL(new RegExp(`q=${shortId.slice(0, 5)}`))
  const link = owner.getByRole('link', { name: `#${shortId}`, exact: true })
  await expect(link).toBeVisible()
  await link.click()

  await expect(owner.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  await expect(owner.getByText(productName).first()).toBeVisible()
  await expect(owner.getByText('Avenida Paulista, 1578').first()).toBeVisible()
  await expect(owner.getByText('CEP 01310-100').first()).toBeVisible()
  await expect(owner.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/5511987654321\\?text=.*${shortId}`),
  )
  // The detail survives a reload: it is its own address, shareable between admins.
  await owner.reload()
  await expect(owner.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  const overflow = await owner.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // 'Imprimir': the slip alone on the printed page, the print dialog asked for once.
  await owner.evaluate(() => {
    const calls = { count: 0 }
    Object.assign(window, { printCalls: calls })
    window.print = () => {
      calls.count += 1
    }
  })
  await owner.getByRole('link', { name: 'Imprimir' }).click()
  const slip = owner.getByRole('article', { name: `Pedido #${shortId}` })
  await expect(slip).toBeVisible()
  await expect
    .poll(() =>
      owner.evaluate(
        () => (window as unknown as { printCalls: { count: number } }).printCalls.count,
      ),
    )
    .toBe(1)
  await owner.emulateMedia({ media: 'print' })
  await expect(slip).toBeVisible()
  await expect(slip.getByText(productName)).toBeVisible()
  await expect(slip.getByText('Joana Encomenda')).toBeVisible()
  await expect(slip.getByText('Avenida Paulista, 1578')).toBeVisible()
  await expect(slip.getByText('Sala 12')).toBeVisible()
  await expect(slip.getByText('CEP 01310-100')).toBeVisible()
  // No panel chrome on paper: no navigation, no buttons.
  await expect(owner.getByRole('navigation')).toHaveCount(0)
  await expect(owner.getByRole('button')).toHaveCount(0)
  // The customer's address, big enough to tape on the parcel (the sender's, above it, is smaller).
  const addressSize = await slip
    .getByRole('region', { name: 'Destinatário' })
    .locator('address')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
  expect(addressSize).toBeGreaterThanOrEqual(24)
  await owner.emulateMedia({ media: 'screen' })

  // Back on the order, the tracking code sends it, and a toast says so.
  await owner.goBack()
  await expect(owner.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible()
  const tracking = owner.getByRole('textbox', { name: `Código de rastreio do pedido #${shortId}` })
  await tracking.fill('BR123456789BR')
  await tracking.press('Enter')
  await expect(owner.getByText(`Código de rastreio do pedido #${shortId} salvo.`)).toBeVisible()
  await expect(owner.getByRole('combobox', { name: `Status do pedido #${shortId}` })).toHaveValue(
    'enviado',
  )
  await expect(owner.getByText('BR123456789BR').first()).toBeVisible()
})
