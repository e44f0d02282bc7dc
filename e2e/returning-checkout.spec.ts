import { expect, test, type Page } from '@playwright/test'
import { addFirstBuyable, checkoutAsNewCustomer, payByPix } from './support/checkout.ts'

const customer = {
  email: `de.volta.${Date.now()}@exemplo.com`,
  password: 'volta-1234',
  name: 'Cliente de Volta',
  number: '1500',
}
const PHONE = { width: 360, height: 780 }

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe.configure({ mode: 'serial' })

test('a first order saves the address', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await checkoutAsNewCustomer(page, customer)
  // Step 3 says where the parcel goes.
  const where = page.getByRole('heading', { name: 'Entregar em' }).locator('..')
  await expect(where).toContainText('Avenida Paulista, 1500')
  await payByPix(page)
})

test("at 360 px, a returning customer delivers to the saved address with one press of 'Entregar neste endereço'", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await addFirstBuyable(page)
  await page.goto('/checkout')

  // Step 1 offers the login page's forgot-password view.
  await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
    'href',
    '/login?view=forgot&redirectTo=%2Fcheckout',
  )
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Senha').fill(customer.password)
  await page.getByRole('button', { name: 'Continuar' }).click()

  // Step 2: the address of the last order as a summary, no form to send again.
  await expect(page.getByText('Seu endereço salvo:')).toBeVisible()
  await expect(page.getByText('Avenida Paulista, 1500')).toBeVisible()
  await expect(page.getByText('CEP 01310-100')).toBeVisible()
  await expect(page.getByLabel('Rua')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Alterar' })).toBeVisible()
  await noSideways(page)
  await page.getByRole('button', { name: 'Entregar neste endereço' }).click()

  // Step 3 shows where the parcel goes.
  await expect(page.getByRole('button', { name: 'Gerar Pagamento' })).toBeVisible()
  const where = page.getByRole('heading', { name: 'Entregar em' }).locator('..')
  await expect(where).toContainText(customer.name)
  await expect(where).toContainText('Avenida Paulista, 1500')
  await expect(where).toContainText('Bela Vista')
  await expect(where).toContainText('São Paulo/SP')
  await expect(where).toContainText('CEP 01310-100')
  await noSideways(page)

  await payByPix(page)
})
