import { render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { isRefusalOfInput, revealFirstInvalid } from './form-errors.ts'

describe('isRefusalOfInput', () => {
  it.each([
    [new ApiError(401, 'invalid-credentials', 'Email ou senha inválidos'), true],
    [new ApiError(409, 'email-taken', 'Já existe uma conta com este email.'), true],
    [new ApiError(400, 'validation', 'Email inválido'), true],
    [new ApiError(429, 'too-many-requests', 'Muitas tentativas.'), false],
    [new ApiError(500, 'internal', 'Erro interno do servidor'), false],
    [new ApiError(0, 'network', 'Sem conexão'), false],
    [new Error('boom'), false],
  ])('%s: %s', (error, refusal) => {
    expect(isRefusalOfInput(error)).toBe(refusal)
  })
})

describe('revealFirstInvalid', () => {
  function drawForm() {
    render(
      <section aria-labelledby="title">
        <h2 id="title">Entre ou crie sua conta</h2>
        <form aria-label="Formulário">
          <input aria-label="Nome" />
          <input aria-label="Email" aria-invalid="true" />
          <input aria-label="Senha" aria-invalid="true" />
        </form>
      </section>,
    )
    return screen.getByRole('form') as HTMLFormElement
  }

  it('focuses the first field marked invalid, in the order shown', () => {
    revealFirstInvalid(drawForm())

    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('scrolls to the title, the field below it, when the field is hidden under the navigation', () => {
    const form = drawForm()
    const title = screen.getByRole('heading', { name: 'Entre ou crie sua conta' })
    const field = screen.getByLabelText('Email')
    vi.spyOn(title, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -200, 300, 30))
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -60, 300, 40))
    const scrolled = vi.fn()
    title.scrollIntoView = scrolled
    field.scrollIntoView = vi.fn()

    revealFirstInvalid(form)

    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    expect(field.scrollIntoView).not.toHaveBeenCalled()
    expect(field).toHaveFocus()
  })

  it('scrolls to the field alone when it and the title do not fit in the window together', () => {
    const form = drawForm()
    const title = screen.getByRole('heading', { name: 'Entre ou crie sua conta' })
    const field = screen.getByLabelText('Email')
    vi.spyOn(title, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -3000, 300, 30))
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -60, 300, 40))
    title.scrollIntoView = vi.fn()
    field.scrollIntoView = vi.fn()

    revealFirstInvalid(form)

    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
    expect(title.scrollIntoView).not.toHaveBeenCalled()
  })

  it('leaves the page where it is when both are in view', () => {
    const form = drawForm()
    const title = screen.getByRole('heading', { name: 'Entre ou crie sua conta' })
    const field = screen.getByLabelText('Email')
    title.scrollIntoView = vi.fn()
    field.scrollIntoView = vi.fn()

    revealFirstInvalid(form)

    expect(title.scrollIntoView).not.toHaveBeenCalled()
    expect(field.scrollIntoView).not.toHaveBeenCalled()
  })
})
