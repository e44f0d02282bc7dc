import { describe, it, expect } from 'vitest'
import { DomainError, conflict, forbidden, invalid, notFound, unauthorized } from './errors.ts'

describe('DomainError', () => {
  it('is an Error with kind, code, message and name', () => {
    const error = new DomainError('conflict', 'email-taken', 'E-mail já cadastrado.')
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(DomainError)
    expect(error.name).toBe('DomainError')
    expect(error.kind).toBe('conflict')
    expect(error.code).toBe('email-taken')
    expect(error.message).toBe('E-mail já cadastrado.')
    expect(error.stack).toContain('E-mail já cadastrado.')
  })

  it('can be thrown and caught by class', () => {
    expect(() => {
      throw invalid('x', 'y')
    }).toThrow(DomainError)
  })
})

describe('helpers', () => {
  it('invalid', () => {
    const error = invalid('preco-invalido', 'Preço inválido.')
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'preco-invalido',
      message: 'Preço inválido.',
    })
  })

  it('unauthorized with its default message', () => {
    const error = unauthorized()
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'unauthorized',
      code: 'unauthorized',
      message: 'Faça login para continuar.',
    })
  })

  it('unauthorized with a custom message', () => {
    expect(unauthorized('Sessão expirada.')).toMatchObject({
      kind: 'unauthorized',
      code: 'unauthorized',
      message: 'Sessão expirada.',
    })
  })

  it('forbidden with its default message', () => {
    const error = forbidden()
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'Você não tem permissão para isso.',
    })
  })

  it('forbidden with a custom message', () => {
    expect(forbidden('Apenas administradores.')).toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'Apenas administradores.',
    })
  })

  it('notFound', () => {
    const error = notFound('produto-nao-encontrado', 'Produto não encontrado.')
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'not-found',
      code: 'produto-nao-encontrado',
      message: 'Produto não encontrado.',
    })
  })

  it('conflict', () => {
    const error = conflict('email-em-uso', 'Este e-mail já está em uso.')
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'email-em-uso',
      message: 'Este e-mail já está em uso.',
    })
  })

  it('make a new error each time', () => {
    expect(unauthorized()).not.toBe(unauthorized())
  })
})
