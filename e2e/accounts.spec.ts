import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'

const email = `maria.${Date.now()}@exemplo.com`
const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' })

/** The reset link the shop printed to its log (no SMTP_URL: emails go to the log). */
async function resetLinkFromLog(to: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const log = await readFile('.e2e-server.log', 'utf8')
        const links = log.match(/http:\/\/\S+\/reset-password\?\S+/g) ?? []
        link = links.filter((l) => l.includes(encodeURIComponent(to))).at(-1)
        return link
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

test.describe.configure({ mode: 'serial' })

test('a new customer registers, sees their account, signs out and back in', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible()
  await page.getByLabel('Nome').fill('Maria da Silva')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill('antiga-123')
  await page.getByLabel('Confirmar senha').fill('antiga-123')
  await page.getByLabel('CEP').fill('01310199')
  // A CEP the lookup does not know: the customer is told and types the address by hand.
  await expect(page.getByText('CEP não encontrado')).toBeVisible()
  await page.getByLabel('Rua').fill('Avenida Paulista')
  await page.getByLabel('Número').fill('1000')
  await page.getByLabel('Bairro').fill('Bela Vista')
  await page.getByLabel('Cidade').fill('São Paulo')
  await page.getByLabel('Estado').selectOption('SP')
  await page.getByLabel('WhatsApp').pressSequentially('11987654321')
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(11) 98765-4321')
  await page.getByRole('button', { name: 'Criar conta' }).click()

  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await nav(page).getByRole('link', { name: 'Minha Conta' }).click()
  await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText(/Avenida Paulista, 1000/)).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('link', { name: 'Entrar' })).toBeVisible()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/)

  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByLabel('Senha').fill('errada-000')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible()
  await page.getByLabel('Senha').fill('antiga-123')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('a customer who forgot the password follows the emailed link and sets a new one', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Enviar Email de Redefinição' }).click()
  await expect(
    page.getByText('Email de redefinição enviado! Verifique sua caixa de entrada.'),
  ).toBeVisible()

  const link = await resetLinkFromLog(email)
  await page.goto(link)
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-4567')
  await page.getByLabel('Confirmar nova senha').fill('nova-4567')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 })

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('antiga-123')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible()
  await page.getByLabel('Senha').fill('nova-4567')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(nav(page).getByRole('link', { name: 'Minha Conta' })).toBeVisible()

  // The link is spent.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Link Inválido' })).toBeVisible()
  await expect(page.getByText('Token inválido ou expirado. Solicite um novo link.')).toBeVisible()
})

test('the owner signs in, lands on the admin panel and finds the customer', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('dona@vitrine.test')
  await page.getByLabel('Senha').fill('senha-e2e-123')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: /Carrinho/ })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Usuários' }).click()
  const row = page.getByRole('row', { name: new RegExp('Maria da Silva') })
  await expect(row).toContainText(email)
  await expect(row).toContainText('Cliente')
})
