import { payByPix } from './support/checkout.ts'
import { expect, test } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { emailIn } from './support/email-log.ts'
import { expectAccessible } from './support/axe.ts'
import { adminPage, signInByApi } from './support/sign-in.ts'
import { fromShop } from './support/shop-origin.ts'

const stamp = Date.now()
const client = { email: `cliente.projeto.${stamp}@exemplo.com`, password: 'projeto-123' }
const projectName = `Tapete Bordado ${stamp}`

test.describe.configure({ mode: 'serial' })

test('a project generated for a client is accepted, paid by PIX and leaves the lists', async ({
  browser,
  page,
}) => {
  // The client has an account (made as on /register, here through the same API to save time).
  const registered = await page.request.post('/api/auth/register', {
    headers: fromShop().headers,
    data: {
      email: client.email,
      password: client.password,
      confirmPassword: client.password,
      address: apiAddress('Cliente do Projeto'),
    },
  })
  expect(registered.status()).toBe(201)
  await page.request.post('/api/auth/logout', fromShop())

  // The owner generates the project for that client.
  const admin = await adminPage(browser)
  await admin.getByRole('tab', { name: 'Gerar projeto' }).click()
  await expect(admin.getByRole('heading', { name: 'Gerar Projeto Personalizado' })).toBeVisible()
  await admin.getByLabel('Nome do Produto').fill(projectName)
  await admin.getByLabel('Preço (R$)').fill('250.00')
  await admin.getByLabel('Categoria').fill('Tapetes')
  await admin
    .getByLabel('Cliente', { exact: true })
    .selectOption({ label: `Cliente do Projeto — ${client.email}` })
  await admin.getByLabel('URL da Imagem').fill('https://cdn.exemplo.com/tapete.jpg')
  await admin.getByLabel('Descrição').fill('Tapete bordado à mão com o nome do cliente.')
  await admin.getByRole('button', { name: 'Gerar Projeto' }).click()
  await expect(admin.getByText('Projeto Gerado com Sucesso!')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Gerar Novo Projeto' })).toBeVisible()

  await admin.getByRole('tab', { name: 'Projetos gerados' }).click()
  const row = admin.getByRole('row').filter({ hasText: projectName })
  await expect(row).toContainText(client.email)
  await expect(row).toContainText('R$ 250,00')
  await expect(row).toContainText('Aguardando Termos')

  // The client is told by email, with the link to the cart.
  const email = await emailIn(client.email, 'Um projeto feito para você - Vitrine')
  expect(email).toContain(projectName)
  expect(email).toMatch(/http:\/\/\S+\/cart/)

  // The client signs in and finds it in the cart; no checkout before the terms.
  await signInByApi(page.request, client)
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
    'Carrinho, 1 item',
  )
  await page.getByRole('link', { name: /^Carrinho/ }).click()
  await expect(page.getByRole('heading', { name: 'Projetos Personalizados' })).toBeVisible()
  await expect(page.getByText(projectName)).toBeVisible()
  await expect(
    page.getByText(
      'Você possui projetos personalizados que requerem aceitação de termos antes da compra.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled()

  await page.getByRole('button', { name: 'Aceitar Termos' }).click()
  const terms = page.getByRole('dialog')
  await expect(terms).toContainText('90 dias')
  const accept = terms.getByRole('button', { name: 'Aceitar e Continuar' })
  await expect(accept).toBeDisabled()
  await terms.getByRole('checkbox').check()
  await accept.click()
  await expect(page.getByText('Termos aceitos')).toBeVisible()
  await expect(
    page.getByText(
      'Você possui projetos personalizados que requerem aceitação de termos antes da compra.',
    ),
  ).toHaveCount(0)
  await page.getByRole('link', { name: 'Finalizar Compra' }).click()

  // Signed in: the address from registration, then PIX with 10% off R$ 250,00.
  await expect(page.getByText(/^Avenida Paulista, /)).toBeVisible()
  await page.getByRole('button', { name: 'Entregar neste endereço' }).click()
  await expect(page.getByText(`1x ${projectName} (projeto personalizado)`)).toBeVisible()
  await payByPix(page)
  await expect(page.getByText('R$ 225,00').first()).toBeVisible()

  // The order lists the project as an item; the cart no longer holds it.
  await page.goto('/orders')
  const order = page.getByRole('article').first()
  await expect(order).toContainText(projectName)
  await expect(order).toContainText('R$ 225,00')
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName('Carrinho')
  await page.goto('/cart')
  await expect(page.getByText('Seu carrinho está vazio')).toBeVisible()

  // And 'Projetos gerados' no longer lists it; the store grid never showed it.
  await admin.reload()
  await admin.getByRole('tab', { name: 'Projetos gerados' }).click()
  await expect(admin.getByText('Nenhum projeto gerado ainda.')).toBeVisible()
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText(projectName)).toHaveCount(0)
})

test('on a 360 px phone, a project for a new client: the invitation opens the cart signed in, the terms show the whole description', async ({
  browser,
}) => {
  const phone = { width: 360, height: 740 }
  const newClient = { name: 'Carla Convidada', email: `convite.${stamp}@exemplo.com` }
  const name = `Capa de Volante ${stamp}`
  const description = `Capa de volante costurada à mão em couro legítimo, na cor caramelo com linha bege, para o volante do Gol G5; ${'com o nome bordado em dourado '.repeat(3)}fim.`

  // The owner, on a phone too, makes it for someone who has no account yet.
  const admin = await adminPage(browser, phone)
  await admin.getByRole('tab', { name: 'Gerar projeto' }).click()
  await admin.getByLabel('Nome do Produto').fill(name)
  await admin.getByLabel('Preço (R$)').fill('180,00')
  await admin.getByLabel('Categoria').fill('Capas')
  await admin.getByRole('radio', { name: 'Novo cliente (nome e e-mail)' }).check()
  await admin.getByLabel('Nome do cliente').fill(newClient.name)
  await admin.getByLabel('E-mail do cliente').fill(newClient.email)
  await admin.getByLabel('URL da Imagem').fill('https://cdn.exemplo.com/volante.jpg')
  await admin.getByLabel('Descrição').fill(description)
  await admin.getByRole('button', { name: 'Gerar Projeto' }).click()
  await expect(admin.getByText(/Criamos uma conta para/)).toContainText(
    `${newClient.name} (${newClient.email}), que receberá um email com o convite`,
  )
  await expectAccessible(admin, 'Gerar projeto, projeto para um novo cliente (360 px)')
  await admin.context().close()

  // The client's e-mail carries the invitation; it opens the cart, signed in, on their phone.
  const email = await emailIn(newClient.email, 'Seu projeto está pronto')
  const link = /http:\/\/\S+\/invitation\?[^\s"<>]+/.exec(email)?.[0].replace(/&amp;/g, '&')
  expect(link, 'the invitation link in the e-mail').toBeTruthy()
  const context = await browser.newContext({ viewport: phone })
  const page = await context.newPage()
  await page.goto(link!)
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('link', { name: 'Minha Conta' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Projetos Personalizados' })).toBeVisible()
  await expect(page.getByText(name)).toBeVisible()
  await expect(page.getByText('Ver descrição completa')).toBeVisible()
  await page.getByRole('button', { name: 'Aceitar Termos' }).click()
  const terms = page.getByRole('dialog')
  await expect(terms.getByRole('region', { name: 'Descrição do projeto' })).toHaveText(description)
  await expectAccessible(page, 'termos do projeto de um cliente convidado (360 px)')
  await terms.getByRole('checkbox').check()
  await terms.getByRole('button', { name: 'Aceitar e Continuar' }).click()
  await expect(page.getByText('Termos aceitos')).toBeVisible()

  // The invitation works once; the client then has 'Criar senha' in Minha Conta.
  const again = await (await browser.newContext({ viewport: phone })).newPage()
  await again.goto(link!)
  await expect(again.getByRole('heading', { name: 'Convite inválido' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByText(/Sua conta ainda não tem senha/)).toBeVisible()
  await page.getByLabel('Nova senha', { exact: true }).fill('carla-senha-1')
  await page.getByLabel('Confirmar nova senha').fill('carla-senha-1')
  await page.getByRole('button', { name: 'Criar senha' }).click()
  await expect(page.getByText('Senha criada com sucesso!')).toBeVisible()
  await expect(page.getByLabel('Senha atual')).toBeVisible()
  await context.close()
})
