import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '#web/lib/query-client.ts'
import { ADDRESS, apiError, cepHandler, handlers } from '#web/testing/auth-fixtures.ts'
import { stubApi, type ApiHandler } from '#web/testing/render.tsx'
import { AddressForm, type AddressFormProps } from './address-form.tsx'

function renderForm(props: Partial<AddressFormProps> = {}, handler: ApiHandler = cepHandler()) {
  const fetchMock = stubApi({ handler })
  const onSubmit = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddressForm submitLabel="Salvar" onSubmit={onSubmit} {...props} />
    </QueryClientProvider>,
  )
  return { onSubmit, fetchMock, user: userEvent.setup() }
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

describe('address form', () => {
  it('masks WhatsApp as (99) 99999-9999 and keeps at most 11 digits', async () => {
    const { user } = renderForm()

    await user.type(input('WhatsApp'), '11987654321')
    expect(input('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(input('WhatsApp')).toHaveAttribute('maxLength', '15')

    await user.clear(input('WhatsApp'))
    await user.type(input('WhatsApp'), '119')
    expect(input('WhatsApp')).toHaveValue('(11) 9')
  })

  it('shows the CEP as 00000-000, typed with or without the dash, at most 8 digits', async () => {
    const { user } = renderForm({}, handlers())

    await user.type(input('CEP'), 'ab01310-1009')
    expect(input('CEP')).toHaveValue('01310-100')
    expect(input('CEP')).toHaveAttribute('inputMode', 'numeric')

    await user.clear(input('CEP'))
    await user.type(input('CEP'), '01310100')
    expect(input('CEP')).toHaveValue('01310-100')
    // Deleting the last digit takes the dash with it.
    await user.type(input('CEP'), '{Backspace}{Backspace}{Backspace}')
    expect(input('CEP')).toHaveValue('01310')
  })

  it('fills street, neighbourhood, city and state from the CEP, and the user can still edit', async () => {
    const { user, fetchMock } = renderForm()

    await user.type(input('CEP'), '01310100')

    await waitFor(() => expect(input('Rua')).toHaveValue('Avenida Paulista'))
    expect(input('Bairro')).toHaveValue('Bela Vista')
    expect(input('Cidade')).toHaveValue('São Paulo')
    expect(screen.getByLabelText('Estado')).toHaveValue('SP')
    expect(fetchMock).toHaveBeenCalledWith('/api/cep/01310100', expect.anything())

    await user.clear(input('Rua'))
    await user.type(input('Rua'), 'Rua Augusta')
    expect(input('Rua')).toHaveValue('Rua Augusta')
  })

  it("says 'CEP não encontrado' under the CEP and leaves the address to be typed", async () => {
    const { user } = renderForm()

    await user.type(input('CEP'), '99999999')

    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument()
    expect(input('CEP')).toHaveAccessibleDescription(expect.stringContaining('CEP não encontrado'))
    await user.type(input('Rua'), 'Rua Sem Nome')
    expect(input('Rua')).toHaveValue('Rua Sem Nome')

    await user.type(input('CEP'), '{Backspace}')
    expect(screen.queryByText('CEP não encontrado')).toBeNull()
  })

  it("says 'Erro ao buscar CEP. Tente novamente. Preencha o endereço abaixo.' when the lookup service fails", async () => {
    const { user } = renderForm({}, () =>
      apiError(409, 'cep-lookup-failed', 'Erro ao buscar CEP. Tente novamente.'),
    )

    await user.type(input('CEP'), '01310100')

    const message = 'Erro ao buscar CEP. Tente novamente. Preencha o endereço abaixo.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(input('CEP')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(input('CEP')).toHaveValue('01310-100')
    expect(input('Rua')).toHaveValue('')
  })

  it('shows each missing field under it, tied to the input', async () => {
    const { user, onSubmit } = renderForm({}, handlers())

    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(input('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(input('Nome')).toHaveAccessibleDescription('Nome é obrigatório')
    expect(input('Rua')).toHaveAccessibleDescription('Rua é obrigatória')
    expect(input('Número')).toHaveAccessibleDescription('Número é obrigatório')
    expect(input('Bairro')).toHaveAccessibleDescription('Bairro é obrigatório')
    expect(input('Cidade')).toHaveAccessibleDescription('Cidade é obrigatória')
    expect(screen.getByLabelText('Estado')).toHaveAccessibleDescription('Estado é obrigatório')
    expect(input('WhatsApp')).toHaveAccessibleDescription('WhatsApp é obrigatório')
    expect(input('CEP')).toHaveAccessibleDescription(expect.stringContaining('CEP deve ter 8'))
    expect(input('Complemento')).not.toHaveAttribute('aria-invalid')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('checks the WhatsApp number as spec.md says', async () => {
    const { user } = renderForm({ defaultValues: { ...ADDRESS, whatsapp: '' } }, handlers())

    await user.type(input('WhatsApp'), '20987654321')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('DDD inválido')).toBeInTheDocument()

    await user.clear(input('WhatsApp'))
    await user.type(input('WhatsApp'), '11887654321')
    expect(await screen.findByText('O número deve começar com 9 após o DDD')).toBeInTheDocument()
  })

  it('pre-fills a saved address and submits it with digits only', async () => {
    const onCancel = vi.fn()
    const { user, onSubmit } = renderForm({ defaultValues: ADDRESS, onCancel }, handlers())

    expect(input('WhatsApp')).toHaveValue('(11) 98765-4321')
    expect(input('CEP')).toHaveValue('01310-100')
    expect(input('Complemento')).toHaveValue('Apto 12')
    await user.clear(input('Complemento'))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...ADDRESS, complement: undefined })

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalled()
  })

  it('waits while busy', () => {
    renderForm({ busy: true, onCancel: () => {} }, handlers())

    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
  })
})
