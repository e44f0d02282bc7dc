import { describe, expect, it } from 'vitest'
import { findLeaks } from './leak-oracle.ts'

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$8G3qgWx1pZ2rW5v0h0Fq9nYkz8Yw'
const TOKEN_HASH = 'f3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const SECRETS = [HASH, TOKEN_HASH, 'dona-segura-1', 'postgres://postgres@127.0.0.1:5432/test']

const ok = (body: unknown) => ({ status: 200, text: JSON.stringify(body) })
const refused = (status: number, message: string) => ({
  status,
  text: JSON.stringify({ error: { code: 'x', message } }),
})
const kinds = (answer: { status: number; text: string }) =>
  findLeaks(answer, SECRETS).map((l) => l.kind)

describe('the leak oracle', () => {
  it('takes data a user stored, echoed in a success, for data', () => {
    const titles = [
      "' UNION SELECT password_hash, token_hash FROM users, sessions --",
      'TypeError: at foo (/src/app.ts:1:2) node_modules',
      'duplicate key violates relation "users"',
      '$argon2id$v=19$m=19456,t=2,p=1$forjado',
      'postgres://alguem@exemplo/db',
    ]
    const answer = ok({ downloads: titles.map((title, i) => ({ id: String(i), title })) })
    expect(findLeaks(answer, SECRETS)).toEqual([])
  })

  it('takes an honest pt-BR refusal for a refusal', () => {
    expect(findLeaks(refused(409, 'Quantidade indisponível em estoque!'), SECRETS)).toEqual([])
  })

  it('finds a real password hash or token hash in any answer, even escaped in JSON', () => {
    expect(kinds(ok({ users: [{ id: '1', hash: HASH }] }))).toEqual(['secret value'])
    expect(kinds(ok({ note: `token ${TOKEN_HASH}` }))).toEqual(['secret value'])
    const escaped = { status: 200, text: `{"a":"${HASH.replaceAll('$', '\\u0024')}"}` }
    expect(JSON.parse(escaped.text)).toEqual({ a: HASH })
    expect(kinds(escaped)).toEqual(['secret value'])
  })

  it('finds the admin password and the connection string as values', () => {
    expect(kinds(ok({ message: 'senha: dona-segura-1' }))).toEqual(['secret value'])
    expect(kinds(refused(400, 'postgres://postgres@127.0.0.1:5432/test'))).toEqual([
      'secret value',
      'connection string',
    ])
  })

  it('finds a secret column or a serialised error by its JSON key, at any depth', () => {
    expect(kinds(ok({ user: { id: '1', passwordHash: 'x' } }))).toEqual(['secret key'])
    expect(kinds(ok({ rows: [{ token_hash: 'x' }] }))).toEqual(['secret key'])
    expect(kinds(ok({ items: [[{ error: { stack: 'x' } }]] }))).toEqual(['error key'])
    expect(kinds(ok({ cause: { routine: 'x' } }))).toEqual(['error key', 'error key'])
  })

  it('finds a stack, a source path or a driver message in an error answer', () => {
    expect(kinds(refused(400, 'TypeError: x\n    at run (/app/src/server/app.ts:10:5)'))).toEqual(
      expect.arrayContaining(['stack frame', 'error class', 'source path']),
    )
    expect(kinds(refused(409, 'duplicate key value violates unique constraint'))).toContain(
      'driver error',
    )
    expect(kinds(refused(400, 'column "password_hash" does not exist'))).toEqual(['secret column'])
  })

  it('ignores secrets too short to be told from chance', () => {
    expect(findLeaks(ok({ a: 'abc' }), ['abc'])).toEqual([])
  })
})
