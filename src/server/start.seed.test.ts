import { afterEach, describe, expect, it } from 'vitest'
import { rawRows } from './db/raw-rows.ts'
import type { Database } from './db/client.ts'
import { sql } from 'drizzle-orm'
import { prepareDatabase } from './start.ts'
import { StartRefused } from './start-refused.ts'
import { readShopSettings } from './shop-settings/shop-settings-repository.ts'
import { testConfig } from './testing/test-app.ts'
import { openTestDatabase } from './testing/test-database.ts'

/**
 * The first start seeds the panel's settings from SHOP_NAME and PIX_*: a seed the panel would refuse
 * gave a 500 at every PIX checkout of a fresh shop (decision 041). Such a start stops, naming the
 * variable, before anything is written.
 */

let database: Database | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

const prepare = async (env: Record<string, string>) => {
  database = await openTestDatabase()
  return prepareDatabase(database, testConfig({ SEED_DEMO: 'false', ...env }))
}

const accounts = async () =>
  (await rawRows<{ n: number }>(database!.db, sql`select count(*)::int as n from users`))[0]!.n

describe('the first start, with a seed the panel would refuse', () => {
  it.each([
    [{ SHOP_NAME: '🚗🚗🚗' }, 'PIX_MERCHANT_NAME (vazio, e SHOP_NAME sem letras que o PIX aceite)'],
    [
      { SHOP_NAME: 'АвтоМастер' },
      'PIX_MERCHANT_NAME (vazio, e SHOP_NAME sem letras que o PIX aceite)',
    ],
    [{ PIX_MERCHANT_NAME: '!!!' }, 'PIX_MERCHANT_NAME: Nome do recebedor inválido'],
    [{ PIX_CITY: '🚗' }, 'PIX_CITY: Cidade do PIX inválida'],
    [{ PIX_CITY: 'São José dos Campos' }, 'PIX_CITY: Cidade do PIX deve ter no máximo 15'],
    [{ PIX_KEY: 'minha chave' }, 'PIX_KEY: '],
    [{ SHOP_NAME: 'x'.repeat(81) }, 'SHOP_NAME: Texto longo demais.'],
  ])('%j stops, naming %s, and writes nothing', async (env, named) => {
    const start = prepare(env)
    await expect(start).rejects.toThrow(StartRefused)
    await expect(start).rejects.toThrow(named)
    expect(await readShopSettings(database!.db)).toBeUndefined()
    expect(await accounts()).toBe(0)
  })

  it('starts with the same name when PIX_MERCHANT_NAME gives the receiver', async () => {
    const prepared = await prepare({ SHOP_NAME: '🚗🚗🚗', PIX_MERCHANT_NAME: 'Oficina do Ze' })
    expect(prepared.shopSettings).toMatchObject({
      name: '🚗🚗🚗',
      pix: { merchantName: 'Oficina do Ze' },
    })
  })

  it('never reads the seed again once the settings exist: a later start goes on', async () => {
    await prepare({})
    const again = await prepareDatabase(
      database!,
      testConfig({ SEED_DEMO: 'false', SHOP_NAME: '🚗🚗🚗' }),
    )
    expect(again.shopSettings.name).toBe('Vitrine Teste')
  })
})
