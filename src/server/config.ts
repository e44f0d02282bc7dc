import { z } from 'zod'
import { CARD_EXPIRY_RANGE } from '#domain/orders/card-expiry.ts'
import { pixExpiryRange } from '#domain/orders/pix-charge.ts'
import { isTrackingTemplate } from '#domain/orders/tracking.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { insideOrSame, isListenHost } from './config-checks.ts'
import { emptyAsUndefined, intSetting, optionalText } from './config-fields.ts'
import { shopSeed, shopSeedEnv, splitMailFrom } from './config-shop-seed.ts'
import { logSettingsEnv, type LogSettings } from './logging/log-settings.ts'

/**
 * WEB_CONCURRENCY's ceiling, far above what this shop needs: a typo (1000) is refused rather than
 * forking. Each process keeps up to 12 PostgreSQL connections (a pool of 10, the catalog's LISTEN
 * and the shop settings' LISTEN), and PostgreSQL allows 100 by default: about 8 processes
 * (docs/operations.md).
 */
export const MAX_WEB_CONCURRENCY = 64

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(
      (v) => (typeof v === 'string' ? emptyAsUndefined(v.trim()) : v),
      z
        .string()
        .refine(isListenHost, {
          message:
            'deve ser um endereço IP (como 127.0.0.1 ou 0.0.0.0) ou um nome de máquina (como localhost)',
        })
        .default('127.0.0.1'),
    ),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./media')),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    ADMIN_EMAIL: z.preprocess(
      (v) => (typeof v === 'string' ? emptyAsUndefined(v.trim().toLowerCase()) : v),
      z.email().default('admin@vitrine.local'),
    ),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6).optional()),
    ...shopSeedEnv,
    MP_ACCESS_TOKEN: optionalText,
    MP_PUBLIC_KEY: optionalText,
    MP_WEBHOOK_SECRET: optionalText,
    PIX_EXPIRY_MINUTES: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'deve ser um número inteiro de minutos' }).int().default(30),
    ),
    PAYMENT_SYNC_SECONDS: intSetting('segundos', 1, 86400, 60),
    LEAD_RETENTION_DAYS: intSetting('dias', 1, 3650, 365),
    CARD_EXPIRY_MINUTES: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'deve ser um número inteiro de minutos' })
        .int({ message: 'deve ser um número inteiro de minutos' })
        .min(CARD_EXPIRY_RANGE.min, {
          message: `deve estar entre ${CARD_EXPIRY_RANGE.min} e ${CARD_EXPIRY_RANGE.max} minutos`,
        })
        .max(CARD_EXPIRY_RANGE.max, {
          message: `deve estar entre ${CARD_EXPIRY_RANGE.min} e ${CARD_EXPIRY_RANGE.max} minutos`,
        })
        .default(60),
    ),
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    TRACKING_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .refine(isTrackingTemplate, {
          message: 'deve ser um endereço http(s) com {codigo} onde entra o código de rastreio',
        })
        .optional(),
    ),
    VIACEP_URL: z.preprocess(emptyAsUndefined, z.url().default('https://viacep.com.br')),
    SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    WEB_DIR: z.preprocess(emptyAsUndefined, z.string().default('./dist/web')),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    WEB_CONCURRENCY: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'deve ser um número inteiro de processos' })
        .int({ message: 'deve ser um número inteiro de processos' })
        .min(1, { message: `deve estar entre 1 e ${MAX_WEB_CONCURRENCY} processos` })
        .max(MAX_WEB_CONCURRENCY, {
          message: `deve estar entre 1 e ${MAX_WEB_CONCURRENCY} processos`,
        })
        .default(1),
    ),
    ...logSettingsEnv,
  })
  .superRefine((env, ctx) => {
    if (insideOrSame(env.MEDIA_DIR, env.DATA_DIR)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_DIR'],
        message: 'não pode ser a pasta DATA_DIR nem ficar dentro dela',
      })
    }
    // Mercado Pago refuses a PIX charge expiring outside its range: stop at start, not at checkout.
    const mercadoPago = env.MP_ACCESS_TOKEN !== undefined
    const { min, max } = pixExpiryRange(mercadoPago)
    if (env.PIX_EXPIRY_MINUTES < min || env.PIX_EXPIRY_MINUTES > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['PIX_EXPIRY_MINUTES'],
        message: mercadoPago
          ? `deve estar entre ${min} e ${max} minutos (o Mercado Pago aceita de 30 minutos a 30 dias)`
          : `deve estar entre ${min} e ${max} minutos`,
      })
    }
  })

export interface Config extends LogSettings {
  env: 'development' | 'production' | 'test'
  /**
   * A live shop (NODE_ENV=production or an https PUBLIC_URL): no simulated card payments, no
   * demonstration PIX key, and emails wait for SMTP_URL instead of going to the log.
   */
  production: boolean
  port: number
  /**
   * HOST: the interface the server listens on. 127.0.0.1 by default (this machine only);
   * 0.0.0.0 for access from the network or from outside a container.
   */
  host: string
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  /**
   * MEDIA_DIR: where the product photos live (decision 035), beside DATA_DIR and never inside it
   * (PGlite's backup reads its whole directory into memory). Several machines on one PostgreSQL
   * need it on a shared volume.
   */
  mediaDir: string
  publicUrl: string
  /** False when PUBLIC_URL is unset and publicUrl is the http://localhost:PORT default. */
  publicUrlSet: boolean
  secureCookies: boolean
  adminEmail: string
  adminPassword: string | undefined
  /**
   * The shop's business settings as the environment gives them: they seed the database on the
   * first start only (decision 037). Everything reads the panel's settings (ShopSettingsStore) instead.
   */
  shopSeed: ShopSettings
  mercadoPago: { accessToken?: string; publicKey?: string; webhookSecret?: string }
  /** PIX_EXPIRY_MINUTES: how long a dynamic PIX charge can be paid. */
  pixExpiryMinutes: number
  /**
   * CARD_EXPIRY_MINUTES: how long a card order's Mercado Pago preference takes payments; the
   * reconciliation job cancels the order unpaid after it (decision 027).
   */
  cardExpiryMinutes: number
  /** PAYMENT_SYNC_SECONDS: how often the reconciliation job asks the provider about charges. */
  paymentSyncSeconds: number
  /**
   * LEAD_RETENTION_DAYS: how long a lead (a WhatsApp number left for a product) is kept; the
   * hourly cleanup deletes older ones, and the privacy policy says so (decision 038).
   */
  leadRetentionDays: number
  smtpUrl: string | undefined
  /** MAIL_FROM's address; its name, if any, seeds the panel's sender name. */
  mailFromAddress: string
  /** False when MAIL_FROM is unset and mailFromAddress is the nao-responda@localhost default. */
  mailFromSet: boolean
  /**
   * TRACKING_URL: where a tracking code is followed, `{codigo}` standing for the code
   * (#domain/orders/tracking.ts). Unset: the code is shown with a 'Copiar' button instead of a link.
   */
  trackingUrl: string | undefined
  viaCepUrl: string
  /**
   * SEED_DEMO: whether an empty database gets the demonstration catalog, help pages and downloads.
   * Unset: outside production mode only (a live shop starts empty).
   */
  seedDemo: boolean
  /** Where the built web app lives; served when present. */
  webDir: string
  /**
   * Behind a reverse proxy (https termination), every request comes from the proxy: the client's
   * address is then the last X-Forwarded-For entry, the one the proxy added.
   */
  trustProxy: boolean
  /**
   * WEB_CONCURRENCY: how many processes serve HTTP (node:cluster, main.ts). Always 1 on PGlite, whose
   * database lives inside the one process that opened it.
   */
  webConcurrency: number
  /** WEB_CONCURRENCY as set (1 when unset): above webConcurrency when PGlite made it 1. */
  webConcurrencyRequested: number
}

/** Reads the environment once; every other module gets a Config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuração inválida:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const https = publicUrl.startsWith('https://')
  const production = e.NODE_ENV === 'production' || https
  const mailFrom = splitMailFrom(e.MAIL_FROM ?? 'nao-responda@localhost')
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    mediaDir: e.MEDIA_DIR,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    secureCookies: https,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    shopSeed: shopSeed(e, mailFrom.name),
    mercadoPago: {
      accessToken: e.MP_ACCESS_TOKEN,
      publicKey: e.MP_PUBLIC_KEY,
      webhookSecret: e.MP_WEBHOOK_SECRET,
    },
    pixExpiryMinutes: e.PIX_EXPIRY_MINUTES,
    paymentSyncSeconds: e.PAYMENT_SYNC_SECONDS,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    cardExpiryMinutes: e.CARD_EXPIRY_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFromAddress: mailFrom.address,
    mailFromSet: e.MAIL_FROM !== undefined,
    trackingUrl: e.TRACKING_URL,
    viaCepUrl: e.VIACEP_URL.replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO === undefined ? !production : e.SEED_DEMO === 'true',
    webDir: e.WEB_DIR,
    trustProxy: e.TRUST_PROXY === 'true',
    webConcurrency: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    webConcurrencyRequested: e.WEB_CONCURRENCY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
  }
}
