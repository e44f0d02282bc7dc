import { expect, test } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { adminPage } from './support/sign-in.ts'
import { fromShop } from './support/shop-origin.ts'

const productName = `Manopla Artesanal ${Date.now()}`

test.describe.configure({ mode: 'serial' })

test("a visitor asks 'Avise-me'; the owner sees the lead, opens WhatsApp and clears the list", async ({
  browser,
  page,
}) => {
  // Drawn on the server: a click before its code has hydrated it is lost (CI, a busy machine).
  await page.goto('/', { waitUntil: 'networkidle' })
  const soldOut = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Avise-me' }) })
    .first()
  const soldOutName = (await soldOut.getByRole('heading').first().textContent())?.trim() ?? ''
  await soldOut.getByRole('button', { name: 'Avise-me' }).click()

  const dialog = page.getByRole('dialog', { name: 'Avise-me quando chegar' })
  const whatsapp = dialog.getByLabel('WhatsApp')
  await whatsapp.pressSequentially('11987654321')
  await expect(whatsapp).toHaveValue('(11) 98765-4321')
  await dialog.getByLabel('Carro e ano').fill('Honda Civic 2020')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog.getByRole('heading', { name: 'Número registrado!' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Fechar' }).click()

  const admin = await adminPage(browser)
  await admin.getByRole('tab', { name: 'Interessados' }).click()
  const row = admin.getByRole('row').filter({ hasText: '(11) 98765-4321' })
  await expect(row).toContainText(soldOutName)
  await expect(row).toContainText('Honda Civic 2020')
  await expect(row).toContainText('Avise-me')

  // No outside network here: wa.me answers from a stand-in, enough to see where the link goes.
  await admin
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  const [chat] = await Promise.all([
    admin.waitForEvent('popup'),
    row.getByRole('link', { name: /WhatsApp/ }).click(),
  ])
  await expect(chat).toHaveURL('https://wa.me/5511987654321')
  await chat.close()

  await admin.getByRole('button', { name: 'Limpar Lista' }).click()
  const confirm = admin.getByRole('dialog', { name: 'Limpar lista de interessados' })
  await expect(confirm).toContainText('1 interessado de 1 produto')
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.')
  await confirm.getByRole('button', { name: 'Limpar Lista' }).click()
  await expect(admin.getByText(/Lista de interessados limpa com sucesso!/)).toBeVisible()
  await expect(admin.getByText('Nenhum interessado registrado.')).toBeVisible()
})

test('the owner adds a product; a sale made while its form is open stays sold, in the stock books; a new price shows at once', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser)
  await admin.getByRole('tab', { name: 'Produtos' }).click()
  await admin.getByLabel('Nome', { exact: true }).fill(productName)
  await admin.getByLabel('Preço (R$)').fill('149.90')
  await admin.getByLabel('Categoria', { exact: true }).fill('Câmbio')
  await admin.getByLabel('Estoque').fill('3')
  await admin.getByLabel('URL da Imagem').fill('/demo/products/manopla-cambio-trancada.svg')
  await admin.getByLabel('Descrição').fill('Manopla de câmbio em couro costurada à mão.')
  await admin.getByRole('button', { name: 'Adicionar Produto' }).click()
  await expect(admin.getByText('Produto adicionado com sucesso!')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: productName })).toContainText('R$ 149,90')

  await page.goto('/', { waitUntil: 'networkidle' })
  const card = page.getByRole('article').filter({ hasText: productName })
  await expect(card).toContainText('R$ 149,90')

  await admin.getByRole('button', { name: `Editar ${productName}` }).click()
  await expect(admin.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  // While the form is open (it loaded 3 in stock), a customer buys one.
  const productId = (await card.getByRole('link').first().getAttribute('href'))?.split('/').pop()
  const buyer = `Comprador Estoque ${Date.now()}`
  const registered = await page.request.post(
    '/api/auth/register',
    fromShop({
      email: `estoque-${Date.now()}@exemplo.com`,
      password: 'estoque-123',
      confirmPassword: 'estoque-123',
      address: apiAddress(buyer),
    }),
  )
  expect(registered.status()).toBe(201)
  const bought = await page.request.post(
    '/api/orders',
    fromShop({
      items: [{ productId, quantity: 1 }],
      address: apiAddress(buyer),
      paymentMethod: 'pix',
    }),
  )
  expect(bought.status()).toBe(201)
  // The owner only changes the price: the unit sold stays sold.
  await admin.getByLabel('Preço (R$)').fill('129.90')
  await admin.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(admin.getByText('Produto atualizado com sucesso!')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
  const productRow = admin.getByRole('row').filter({ hasText: productName })
  await expect(productRow.getByRole('cell', { name: '2', exact: true })).toBeVisible()

  await page.reload()
  await expect(card).toContainText('R$ 129,90')

  // The stock books, newest first: the sale, then the opening balance.
  await admin.getByRole('button', { name: `Editar ${productName}` }).click()
  const books = admin.getByRole('region', { name: 'Movimentações de estoque' })
  await expect(books.getByRole('listitem')).toHaveCount(2)
  await expect(books.getByRole('listitem').first()).toContainText('Venda')
  await expect(books.getByRole('listitem').first()).toContainText('−1')
  await expect(books.getByRole('listitem').last()).toContainText('Saldo inicial')
  await expect(books.getByRole('listitem').last()).toContainText('+3')
  await admin.getByRole('button', { name: 'Cancelar' }).click()

  // Deleting the unpaid order gives its unit back; then nobody holds the product, so it can go
  // (the store tests count the demo catalog).
  await admin.getByRole('tab', { name: 'Pedidos' }).click()
  await admin
    .getByRole('row')
    .filter({ hasText: buyer })
    .getByRole('button', { name: 'Excluir' })
    .click()
  await admin
    .getByRole('dialog', { name: 'Excluir pedido' })
    .getByRole('button', { name: 'Excluir' })
    .click()
  await expect(admin.getByRole('row').filter({ hasText: buyer })).toHaveCount(0)
  await admin.getByRole('tab', { name: 'Produtos' }).click()
  await expect(productRow.getByRole('cell', { name: '3', exact: true })).toBeVisible()
  await admin.getByRole('button', { name: `Excluir ${productName}` }).click()
  await admin.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(admin.getByRole('row').filter({ hasText: productName })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(card).toHaveCount(0)
})
