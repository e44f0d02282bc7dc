import { buildApp } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { openTestDatabase } from './test-database.ts'

export interface TestApp {
  app: ReturnType<typeof buildApp>
  database: Database
  config: Config
  close(): Promise<void>
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIR: '/nonexistent-web-build',
    ADMIN_EMAIL: 'dona@vitrine.test',
    SHOP_NAME: 'Vitrine Teste',
    ...overrides,
  })
}

/** The real app on a fresh database, called through app.request (no network). */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase()
  const config = testConfig(overrides)
  return {
    app: buildApp({ config, db: database.db }),
    database,
    config,
    close: () => database.close(),
  }
}
