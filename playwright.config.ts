import { defineConfig, devices } from '@playwright/test'

const PORT = 3199
/** A second shop in production mode, for e2e/production-mode.spec.ts only. */
const PRODUCTION_PORT = 3197
const PRODUCTION_SPEC = /production-mode\.spec\.ts$/
/** A shop whose PIX charges expire in a minute, for e2e/pix-payment.spec.ts only. */
const PIX_PORT = 3196
const PIX_SPEC = /pix-payment\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The main shop's specs share one database and run one at a time (its project's limit); the PIX
  // and production shops are shops of their own, so their specs run beside them on the second core
  // (the PIX expiry test mostly waits a minute for the clock: docs/testing.md).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // This machine has no outside network: keep Chromium from trying to reach Google at start.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [PRODUCTION_SPEC, PIX_SPEC],
    },
    {
      name: 'pix',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PIX_PORT}` },
      testMatch: PIX_SPEC,
    },
    {
      name: 'production',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PRODUCTION_PORT}` },
      testMatch: PRODUCTION_SPEC,
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/viacep-fake.mjs 3198',
      url: 'http://127.0.0.1:3198/health',
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database each run; start.mjs builds first when the sources changed. The log
      // goes to a file, where the tests read the emails it prints (as a local shop owner would).
      command: 'rm -rf .e2e-data && node scripts/start.mjs > .e2e-server.log 2>&1',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: '.e2e-data',
        ADMIN_EMAIL: 'dona@vitrine.test',
        ADMIN_PASSWORD: 'senha-e2e-123',
        DATABASE_URL: '',
        SMTP_URL: '',
        VIACEP_URL: 'http://127.0.0.1:3198',
        SHOP_WHATSAPP: '(11) 99999-0000',
      },
    },
    {
      // A live shop (NODE_ENV=production) without payment, email or WhatsApp settings. Web servers
      // start one after the other, so the shop above has built dist/ by now: running its build
      // directly keeps a second build from replacing dist/ under the first shop.
      command:
        'rm -rf .e2e-production-data && node dist/server/main.js > .e2e-production-server.log 2>&1',
      url: `http://localhost:${PRODUCTION_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        // Production mode seeds nothing unless asked: the spec buys from the demo catalog.
        SEED_DEMO: 'true',
        PORT: String(PRODUCTION_PORT),
        PUBLIC_URL: `http://localhost:${PRODUCTION_PORT}`,
        DATA_DIR: '.e2e-production-data',
        ADMIN_EMAIL: 'dona@vitrine.test',
        ADMIN_PASSWORD: 'senha-e2e-123',
        DATABASE_URL: '',
        PIX_KEY: '',
        MP_ACCESS_TOKEN: '',
        SMTP_URL: '',
        SHOP_WHATSAPP: '',
        VIACEP_URL: 'http://127.0.0.1:3198',
      },
    },
    {
      // The simulated provider's PIX charges expire in a minute and are checked every 2 s, on a
      // shop of its own so no other test waits on them (issue 19). dist/ is built by then.
      command: 'rm -rf .e2e-pix-data && node dist/server/main.js > .e2e-pix-server.log 2>&1',
      url: `http://localhost:${PIX_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PIX_PORT),
        DATA_DIR: '.e2e-pix-data',
        ADMIN_EMAIL: 'dona@vitrine.test',
        ADMIN_PASSWORD: 'senha-e2e-123',
        DATABASE_URL: '',
        MP_ACCESS_TOKEN: '',
        SMTP_URL: '',
        VIACEP_URL: 'http://127.0.0.1:3198',
        PIX_EXPIRY_MINUTES: '1',
        PAYMENT_SYNC_SECONDS: '2',
      },
    },
  ],
})
