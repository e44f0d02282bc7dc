import { expect, test } from '@playwright/test'
import { adminPage } from './support/sign-in.ts'

// Decision 028: a category typed in another case joins the one the store has.

const PHONE = { width: 360, height: 780 }
const productName = `Organizador de Console ${Date.now()}`

test.use({ viewport: PHONE })

test("the owner types 'organizadores': the product lands in the store's one 'Organizadores' chip", async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser)
  await admin.setViewportSize(PHONE)
  await admin.getByRole('tab', { name: 'Produtos' }).click()
  await admin.getByLabel('Nome', { exact: true }).fill(productName)
  await admin.getByLabel('Preço (R$)').fill('59.90')
  await admin.getByLabel('Categoria', { exact: true }).fill('organizadores')
  await admin.getByLabel('Estoque').fill('4')
  await admin.getByLabel('URL da Imagem').fill('/demo/products/organizador-encosto.svg')
  await admin.getByLabel('Descrição').fill('Organizador de console em couro, com divisórias.')
  await admin.getByRole('button', { name: 'Adicionar Produto' }).click()
  await expect(admin.getByText('Produto adicionado com sucesso!')).toBeVisible()

  await page.goto('/?categoria=organizadores', { waitUntil: 'networkidle' })
  await expect(page).toHaveURL(/\/\?categoria=Organizadores$/)
  const chips = page.getByRole('navigation', { name: 'Categorias' })
  await expect(chips.getByRole('link', { name: /^organizadores$/i })).toHaveCount(1)
  await expect(chips.getByRole('link', { name: 'Organizadores', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('article').filter({ hasText: productName })).toBeVisible()

  // The shop is shared with the other specs (the store counts its demo products): it goes again.
  await admin.getByRole('button', { name: `Excluir ${productName}` }).click()
  await admin.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(admin.getByRole('row').filter({ hasText: productName })).toHaveCount(0)
})
