import { expect, test, type Page } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { expectAccessible } from './support/axe.ts'
import { fromShop } from './support/shop-origin.ts'
import { ownerContext } from './support/sign-in.ts'

// Decision 053: on a 360 px phone the owner gives a cover two options, generates its six
// variants, meets the form's refusals on their fields, and sets the stock of one; the stock book
// names that variant, and so do the order's page and its packing slip.

const PHONE = { width: 360, height: 780 }
const stamp = Date.now()
const name = `Capa Trançada Variações ${stamp}`

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('the owner gives a cover sizes and colours on a phone; the books, the order and the slip name the variant', async ({
  browser,
}) => {
  test.slow()
  const ownerBrowser = await ownerContext(browser, PHONE)
  const created = await ownerBrowser.request.post(
    '/api/admin/products',
    fromShop({
      name,
      priceCents: 18990,
      category: 'Volantes',
      stock: 3,
      image: '/demo/products/manopla-cambio-trancada.svg',
      description: 'Capa de volante trançada à mão.',
    }),
  )
  expect(created.status()).toBe(201)
  const { product } = (await created.json()) as { product: { id: string } }
  let orderId: string | undefined
  try {
    const owner = await ownerBrowser.newPage()
    await owner.goto(`/admin?tab=produtos`)
    await owner.getByRole('searchbox').fill(name)
    await owner.getByRole('button', { name: `Editar ${name}` }).click()
    const editor = owner.getByRole('region', { name: 'Opções e variações' })
    await expect(editor.getByText("'Não oferecido' tira da loja só uma variação")).toBeVisible()

    // Two options, their values typed as a list (Enter adds the next one).
    await editor.getByRole('button', { name: 'Adicionar opção' }).click()
    await expect(editor.getByLabel('Nome da opção 1')).toBeFocused()
    await owner.keyboard.type('Tamanho')
    await editor.getByLabel('Valor 1 de Tamanho').fill('37 cm')
    await owner.keyboard.press('Enter')
    await expect(editor.getByLabel('Valor 2 de Tamanho')).toBeFocused()
    await owner.keyboard.type('38 cm')
    await owner.keyboard.press('Enter')
    await owner.keyboard.type('38 CM')
    await editor.getByRole('button', { name: 'Adicionar opção' }).click()
    await owner.keyboard.type('Cor')
    for (const [i, colour] of ['Preta', 'Vermelha', 'Azul'].entries()) {
      if (i > 0) await owner.keyboard.press('Enter')
      await editor.getByLabel(`Valor ${i + 1} de Cor`).fill(colour)
    }

    // A value typed twice is refused on its field, before anything is sent.
    await editor.getByRole('button', { name: 'Gerar variações' }).click()
    await expect(editor.getByRole('status')).toHaveText('9 variações geradas.')
    await editor.getByRole('button', { name: 'Salvar variações' }).click()
    const repeated = editor.getByLabel('Valor 3 de Tamanho')
    await expect(repeated).toHaveAttribute('aria-invalid', 'true')
    await expect(repeated).toHaveAccessibleDescription(
      'Valor repetido: "38 CM" já está em Tamanho.',
    )
    await expect(repeated).toBeFocused()
    await editor.getByRole('button', { name: 'Remover 38 CM', exact: true }).click()
    await editor.getByRole('button', { name: 'Gerar variações' }).click()
    await expect(editor.getByRole('status')).toHaveText('6 variações geradas.')
    const rows = editor.getByRole('row').filter({ has: owner.getByRole('rowheader') })
    await expect(rows.getByRole('rowheader')).toHaveText([
      '37 cm / Preta',
      '37 cm / Vermelha',
      '37 cm / Azul',
      '38 cm / Preta',
      '38 cm / Vermelha',
      '38 cm / Azul',
    ])
    // The product's stock is now its variants': the first combination kept its 3.
    await expect(editor.getByLabel('Estoque de 37 cm / Preta')).toHaveValue('3')

    // One card per variant, the page never scrolls sideways; axe clean.
    expect(await sidewaysOverflow(owner)).toBeLessThanOrEqual(0)
    await expectAccessible(owner, 'o formulário de variações')

    // 2 on '38 cm / Vermelha', 0 on the others; one SKU typed twice is refused on its field.
    await editor.getByLabel('Estoque de 37 cm / Preta').fill('0')
    await editor.getByLabel('Estoque de 38 cm / Vermelha').fill('2')
    await editor.getByLabel('SKU de 38 cm / Vermelha').fill('CV-38-VM')
    await editor.getByLabel('SKU de 38 cm / Azul').fill('cv-38-vm')
    await editor.getByRole('button', { name: 'Salvar variações' }).click()
    const sku = editor.getByLabel('SKU de 38 cm / Azul')
    await expect(sku).toHaveAccessibleDescription('Este SKU já é de outra variação.')
    await sku.fill('CV-38-AZ')
    await editor.getByLabel('Não oferecido de 37 cm / Azul').check()
    await editor.getByRole('button', { name: 'Salvar variações' }).click()
    await expect(owner.getByText('Variações salvas com sucesso!')).toBeVisible()
    // The product's own 'Estoque' is now the sum of its variants', not typed.
    const total = owner.getByLabel('Estoque', { exact: true })
    await expect(total).toHaveValue('2')
    await expect(total).toHaveAttribute('readonly', '')

    // The stock book: the 3 of the first taken off by an adjustment, 2 put on '38 cm / Vermelha'.
    const book = owner.getByRole('region', { name: 'Movimentações de estoque' })
    const onRed = book.getByRole('listitem').filter({ hasText: '38 cm / Vermelha' })
    await expect(onRed).toContainText('+2')
    const offFirst = book.getByRole('listitem').filter({ hasText: 'Ajuste' })
    await expect(offFirst).toContainText('37 cm / Preta')
    await expect(offFirst).toContainText('−3')

    // A customer buys that variant (the store's choice of a variant is the next step's).
    const variants = (await (
      await ownerBrowser.request.get(`/api/admin/products/${product.id}/variants`)
    ).json()) as { variants: { id: string; label: string }[] }
    const red = variants.variants.find((v) => v.label === '38 cm / Vermelha')!
    const shopper = await browser.newContext()
    const registered = await shopper.request.post(
      '/api/auth/register',
      fromShop({
        email: `variacao-${stamp}@exemplo.com`,
        password: 'variacao-123',
        confirmPassword: 'variacao-123',
        address: apiAddress('Cliente da Variação'),
      }),
    )
    expect(registered.status()).toBe(201)
    const bought = await shopper.request.post(
      '/api/orders',
      fromShop({
        items: [{ productId: product.id, variantId: red.id, quantity: 1 }],
        address: apiAddress('Cliente da Variação'),
        paymentMethod: 'pix',
      }),
    )
    expect(bought.status()).toBe(201)
    orderId = ((await bought.json()) as { order: { id: string } }).order.id
    await shopper.close()

    // The order's page and its packing slip name the variant.
    await owner.goto(`/admin/pedidos/${orderId}`)
    await expect(owner.getByText('38 cm / Vermelha').first()).toBeVisible()
    await owner.evaluate(() => {
      window.print = () => {}
    })
    await owner.getByRole('link', { name: 'Imprimir' }).click()
    const slip = owner.getByRole('article', { name: /^Pedido #/ })
    await expect(slip.getByText(name)).toBeVisible()
    await expect(slip.getByText('38 cm / Vermelha')).toBeVisible()
  } finally {
    // Out of the way of the specs that buy the store's newest product: the order, then the product.
    if (orderId) {
      const deleted = await ownerBrowser.request.delete(`/api/admin/orders/${orderId}`, fromShop())
      expect(deleted.status()).toBe(204)
    }
    const deleted = await ownerBrowser.request.delete(
      `/api/admin/products/${product.id}`,
      fromShop(),
    )
    expect(deleted.status()).toBe(204)
    await ownerBrowser.close()
  }
})
