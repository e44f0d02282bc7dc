import { screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { ProductVariantView } from '#domain/product.ts'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import { json } from '#web/testing/render.tsx'
import { capa, detailOf, openProducts, PRODUCTS } from '#web/testing/admin/products-fixtures.ts'

// Decision 053: the 'Opções e variações' form against the server's answers: a refusal on its
// field, a save over another tab's (409) with the form kept, and a save that makes the product's
// own stock its variants' sum.

const VARIANTS = `${PRODUCTS}/${capa.id}/variants` as const
const DETAIL = `${PRODUCTS}/${capa.id}` as const

const variant = (id: string, value: string, stock: number): ProductVariantView => ({
  id,
  values: [value],
  label: value,
  stock,
  priceCents: null,
  sku: null,
  photo: null,
  offered: true,
})

/** The cover in two sizes, at `version`, 37 cm with `stock37` in stock. */
function inSizes(version: number, stock37 = 3) {
  const variants = [
    variant(capa.id, '37 cm', stock37),
    variant(`${capa.id.slice(0, -1)}9`, '38 cm', 2),
  ]
  return {
    ...detailOf({ ...capa, version, stock: stock37 + 2 }),
    photos: [],
    options: [
      {
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        name: 'Tamanho',
        values: [
          { id: 'aaaaaaaa-0000-4000-8000-000000000002', value: '37 cm' },
          { id: 'aaaaaaaa-0000-4000-8000-000000000003', value: '38 cm' },
        ],
      },
    ],
    variants,
  }
}

const editor = () => within(screen.getByRole('region', { name: 'Opções e variações' }))

async function editCapa(answers: NonNullable<Parameters<typeof openProducts>[0]>['answers']) {
  const api = await openProducts({ answers })
  await api.user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))
  await editor().findByRole('table')
  return api
}

describe("admin Produtos: 'Opções e variações' against the server", () => {
  it('shows a refusal of the server on the field it names, and focuses it', async () => {
    const { user } = await editCapa({
      [`GET ${DETAIL}`]: () => json({ product: inSizes(1) }),
      [`PUT ${VARIANTS}`]: () =>
        json({ error: { code: 'sku-taken', message: M.skuTaken, field: 'variants.1.sku' } }, 400),
    })
    await user.type(editor().getByLabelText('SKU de 38 cm'), 'TAPETE-1')
    await user.click(editor().getByRole('button', { name: 'Salvar variações' }))

    const sku = editor().getByLabelText('SKU de 38 cm')
    await waitFor(() => expect(sku).toHaveAccessibleDescription(M.skuTaken))
    expect(sku).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(sku).toHaveFocus())
    expect(editor().getByLabelText('SKU de 37 cm')).not.toHaveAttribute('aria-invalid')
  })

  it('refuses a save over another tab’s with the form kept, and reloads on request', async () => {
    let version = 1
    const { user, sent } = await editCapa({
      [`GET ${DETAIL}`]: () => json({ product: inSizes(version, version === 1 ? 3 : 1) }),
      [`PUT ${VARIANTS}`]: () =>
        json({ error: { code: 'variants-changed', message: M.changedWhileEditing } }, 409),
    })
    version = 2 // another tab saved
    const stock = () => editor().getByLabelText('Estoque de 37 cm')
    await user.clear(stock())
    await user.type(stock(), '7')
    await user.click(editor().getByRole('button', { name: 'Salvar variações' }))

    expect(await editor().findByRole('alert')).toHaveTextContent(M.changedWhileEditing)
    expect(stock()).toHaveValue(7)
    expect(sent(`PUT ${VARIANTS}`)).toMatchObject([
      { version: 1, variants: [{ id: capa.id, stock: 7, stockLoaded: 3 }, { stock: 2 }] },
    ])

    await user.click(editor().getByRole('button', { name: 'Recarregar variações' }))

    await waitFor(() => expect(stock()).toHaveValue(1))
    expect(editor().queryByRole('alert')).toBeNull()
  })

  it("saves, and the product's own stock becomes the variants' sum, read-only", async () => {
    const { user, sent } = await editCapa({
      [`GET ${DETAIL}`]: () => json({ product: inSizes(1) }),
      [`PUT ${VARIANTS}`]: () => json({ product: inSizes(2, 6) }),
    })
    const stock = () => editor().getByLabelText('Estoque de 37 cm')
    await user.clear(stock())
    await user.type(stock(), '6')
    await user.click(editor().getByLabelText('Não oferecido de 38 cm'))
    await user.click(editor().getByRole('button', { name: 'Salvar variações' }))

    expect(await screen.findByText('Variações salvas com sucesso!')).toBeInTheDocument()
    expect(sent(`PUT ${VARIANTS}`)[0].variants[1]).toMatchObject({ offered: false })
    const total = screen.getByLabelText('Estoque')
    await waitFor(() => expect(total).toHaveValue(8))
    expect(total).toHaveAttribute('readonly')
    expect(total).toHaveAccessibleDescription(/soma do estoque das variações/)
  })

  it('refuses to generate past 100 combinations, the refusal tied to the button', async () => {
    // Options typed as far as 11 sizes and 10 colours, not generated yet (the product's one variant).
    const id = (i: number) => `bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`
    const option = (at: number, name: string, values: string[]) => ({
      id: id(at),
      name,
      values: values.map((value, i) => ({ id: id(at + 1 + i), value })),
    })
    const product = {
      ...detailOf(capa),
      photos: [],
      options: [
        option(
          100,
          'Tamanho',
          Array.from({ length: 11 }, (_, i) => `${30 + i} cm`),
        ),
        option(
          200,
          'Cor',
          Array.from({ length: 10 }, (_, i) => `Cor ${i + 1}`),
        ),
      ],
    }
    const { user } = await openProducts({ answers: { [`GET ${DETAIL}`]: () => json({ product }) } })
    await user.click(await screen.findByRole('button', { name: 'Editar Capa de Volante' }))
    const generate = await editor().findByRole('button', { name: 'Gerar variações' })
    await user.click(generate)

    const refusal = `${M.tooManyVariants} (seriam 110).`
    expect(await editor().findByRole('alert')).toHaveTextContent(refusal)
    expect(generate).toHaveAccessibleDescription(refusal)
    expect(editor().queryByRole('table')).toBeNull()
  })
})
