import { expect, test } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { fromShop } from './support/shop-origin.ts'
import { ownerOn } from './support/sign-in.ts'

// Decision 043: on a 360 px phone, the owner makes a customer an admin in 'Usuários', after a
// confirmation: the account opens the panel at once. The owner takes the role back, and the account
// is a customer again, which the owner can then delete (an admin never is).

const PHONE = { width: 360, height: 780 }
const partner = {
  email: `socia.${Date.now()}@exemplo.com`,
  password: 'socia-senha-123',
  name: 'Sócia da Oficina',
}

test('the owner makes a customer an admin on a phone, takes the role back, then deletes the account', async ({
  browser,
}) => {
  // The partner has an account of their own, signed in in their own browser.
  const partnerContext = await browser.newContext({ viewport: PHONE })
  const registered = await partnerContext.request.post(
    '/api/auth/register',
    fromShop({ ...partner, confirmPassword: partner.password, address: apiAddress(partner.name) }),
  )
  expect(registered.status()).toBe(201)
  const partnerPage = await partnerContext.newPage()
  await partnerPage.goto('/admin')
  await expect(partnerPage).not.toHaveURL(/\/admin$/)

  const owner = await ownerOn(browser, '/admin?tab=usuarios', PHONE)
  const panel = owner.getByRole('tabpanel', { name: 'Usuários' })
  const card = panel.getByRole('row').filter({ hasText: partner.email })
  await card.getByRole('button', { name: 'Tornar administrador' }).click()
  const asked = owner.getByRole('dialog', { name: 'Tornar administrador' })
  await expect(asked).toContainText('poderá abrir o painel, ver pedidos e clientes e mudar a loja')
  await asked.getByRole('button', { name: 'Tornar administrador' }).click()
  await expect(owner.getByText(/ agora é administrador\.$/)).toBeVisible()
  await expect(card.getByText('Administrador', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Excluir' })).toHaveCount(0)

  // Without signing in again, the partner's session opens the panel.
  await partnerPage.goto('/admin')
  await expect(partnerPage).toHaveURL(/\/admin$/)
  await expect(partnerPage.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible()

  await card.getByRole('button', { name: 'Remover administrador' }).click()
  const warned = owner.getByRole('dialog', { name: 'Remover administrador' })
  await expect(warned).toContainText('A conta continua como cliente.')
  await warned.getByRole('button', { name: 'Remover administrador' }).click()
  await expect(owner.getByText(/ agora é cliente\.$/)).toBeVisible()
  await expect(card.getByText('Cliente', { exact: true })).toBeVisible()

  await partnerPage.goto('/admin')
  await expect(partnerPage).not.toHaveURL(/\/admin$/)

  // A customer again: the duplicate an old start made goes the same way.
  await card.getByRole('button', { name: 'Excluir' }).click()
  await owner
    .getByRole('dialog', { name: 'Excluir usuário' })
    .getByRole('button', { name: 'Excluir' })
    .click()
  await expect(owner.getByText('Usuário excluído com sucesso!')).toBeVisible()
  await expect(panel.getByRole('row').filter({ hasText: partner.email })).toHaveCount(0)
  await owner.context().close()
  await partnerContext.close()
})
