import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { MoneyField } from './money-field.tsx'

function PriceForm({ price = '', error }: { price?: string; error?: string }) {
  const form = useForm({ defaultValues: { price } })
  const text = useWatch({ control: form.control, name: 'price' })
  return (
    <form>
      <MoneyField label="Preço (R$)" text={text} error={error} {...form.register('price')} />
      <input aria-label="Outro campo" />
    </form>
  )
}

const price = () => screen.getByRole('textbox', { name: 'Preço (R$)' })

describe('MoneyField', () => {
  it('is a text field for decimals, so a comma is kept as typed', async () => {
    const user = userEvent.setup()
    render(<PriceForm />)

    expect(price()).toHaveAttribute('type', 'text')
    expect(price()).toHaveAttribute('inputmode', 'decimal')
    expect(price()).toHaveAttribute('autocomplete', 'off')
    await user.type(price(), '39,90')

    expect(price()).toHaveDisplayValue('39,90')
  })

  it('shows the price as the store will, tied to the field, while the text reads', async () => {
    const user = userEvent.setup()
    render(<PriceForm />)
    expect(price()).toHaveAccessibleDescription('Ex.: 39,90 ou 1.234,56')

    await user.type(price(), '1234,5')
    expect(price()).toHaveAccessibleDescription('Na loja: R$\u00a01.234,50')

    await user.type(price(), '55')
    expect(price()).toHaveAccessibleDescription('Ex.: 39,90 ou 1.234,56')
    expect(screen.queryByText(/^Na loja:/)).toBeNull()
  })

  it('shows the error instead of the store price', () => {
    render(<PriceForm price="0" error="Preço deve ser maior que zero" />)

    expect(price()).toHaveAccessibleDescription('Preço deve ser maior que zero')
    expect(price()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/^Na loja:/)).toBeNull()
  })

  it.each([
    ['129.9', '129,90'],
    ['1234', '1.234,00'],
    ['R$ 39,9', '39,90'],
  ])('writes %j back as %j on leaving the field', async (typed, shown) => {
    const user = userEvent.setup()
    render(<PriceForm />)

    await user.type(price(), typed)
    await user.click(screen.getByLabelText('Outro campo'))

    expect(price()).toHaveDisplayValue(shown)
  })

  it('leaves what it cannot read as typed, for the error to point at', async () => {
    const user = userEvent.setup()
    render(<PriceForm />)

    await user.type(price(), '1.234')
    await user.click(screen.getByLabelText('Outro campo'))

    expect(price()).toHaveDisplayValue('1.234')
  })

  it('shows an edited price the pt-BR way', () => {
    render(<PriceForm price="1.234,56" />)

    expect(price()).toHaveAccessibleDescription('Na loja: R$\u00a01.234,56')
  })
})
