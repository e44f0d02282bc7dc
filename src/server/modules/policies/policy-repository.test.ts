import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { insertUser } from '#server/testing/payment-fixtures.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { findPolicyVersion, publishPolicy, seedDefaultPolicies } from './policy-repository.ts'

// The default texts at each start: written once, brought up to date while no owner published one
// (decision 039 wrote 'Desistir da compra' into the returns policy), never over an owner's own text.
let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const texts = (returns: string) => ({
  privacidade: 'Privacidade padrão',
  termos: 'Termos padrão',
  'trocas-e-devolucoes': returns,
})

describe('seedDefaultPolicies', () => {
  it('publishes a changed default as the next version, and the same default again as nothing', async () => {
    const { db } = database
    await seedDefaultPolicies(db, texts('Trocas, versão antiga'))
    await seedDefaultPolicies(db, texts('Trocas, versão antiga'))
    expect((await findPolicyVersion(db, 'trocas-e-devolucoes'))?.latest).toBe(1)

    await Promise.all([
      seedDefaultPolicies(db, texts('Trocas, com "Desistir da compra"')),
      seedDefaultPolicies(db, texts('Trocas, com "Desistir da compra"')),
    ])
    const found = await findPolicyVersion(db, 'trocas-e-devolucoes')
    expect(found?.latest).toBe(2)
    expect(found?.row.text).toBe('Trocas, com "Desistir da compra"')
    expect((await findPolicyVersion(db, 'trocas-e-devolucoes', 1))?.row.text).toBe(
      'Trocas, versão antiga',
    )
    expect((await findPolicyVersion(db, 'termos'))?.latest).toBe(1)
  })

  it('never replaces a text the owner published, even with a newer default', async () => {
    const { db } = database
    const owner = await insertUser(db, true)
    await publishPolicy(db, {
      kind: 'termos',
      after: 1,
      text: 'Os termos da dona',
      by: { id: owner.id, email: owner.email },
    })
    await seedDefaultPolicies(db, {
      ...texts('Trocas, com "Desistir da compra"'),
      termos: 'Termos novos',
    })
    const found = await findPolicyVersion(db, 'termos')
    expect(found?.latest).toBe(2)
    expect(found?.row.text).toBe('Os termos da dona')
  })
})
