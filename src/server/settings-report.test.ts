import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { adminPasswordNote, mediaNote, settingsReport } from './settings-report.ts'
import { LIVE_SHOP_ENV } from './testing/live-settings.ts'

/** The start log of a shop started with this environment, its settings the ones it seeds. */
const reportOf = (env: Record<string, string>) => {
  const config = loadConfig(env)
  return settingsReport(config, config.shopSeed)
}
const IDENTITY = 'identificação de quem vende, exigida por lei (Decreto 7.962/2013)'

describe('settingsReport (the start log)', () => {
  it('in development says what is simulated, as before', () => {
    expect(reportOf({})).toEqual([
      '  PIX: sem MP_ACCESS_TOKEN, as cobranças PIX são simuladas (uma página da loja faz o papel do banco)',
      '  PIX: sem chave PIX (painel, aba Loja), os códigos PIX são de demonstração (nenhum banco os aceita)',
      '  Cartão: sem MP_ACCESS_TOKEN, pagamentos com cartão são simulados',
    ])
    // Mercado Pago's charges pay to the account's own key: PIX_KEY is only the fallback then.
    expect(reportOf({ MP_ACCESS_TOKEN: 't' })).toEqual([])
    expect(reportOf({ PIX_KEY: 'k', MP_ACCESS_TOKEN: 't' })).toEqual([])
  })

  it('in production names exactly each missing setting and what it enables, and holds emails', () => {
    expect(reportOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3197' })).toEqual([
      '  Modo produção: sem pagamentos simulados e sem chave PIX de demonstração.',
      '  Configurações que faltam (as do painel valem na hora; as do ambiente, ao reiniciar):',
      '    - Loja › Chave PIX: pagamento por PIX',
      '    - MP_ACCESS_TOKEN: pagamento com cartão pelo Mercado Pago',
      '    - SMTP_URL: envio de emails (até lá, ficam guardados na fila)',
      "    - Loja › WhatsApp: botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
      `    - Loja › Razão social ou nome completo: ${IDENTITY}`,
      `    - Loja › CNPJ ou CPF: ${IDENTITY}`,
      `    - Loja › Endereço: ${IDENTITY}`,
      `    - Loja › Email: ${IDENTITY}`,
      "  Pagamento: nenhuma forma disponível; o checkout mostra 'Pagamento indisponível no momento'.",
      '  Emails: sem SMTP_URL, nenhum email é enviado nem mostrado no log (os links são ' +
        'secretos); ficam guardados na fila e são enviados quando a loja reiniciar com SMTP_URL.',
    ])
  })

  it('in production with everything set says so and names the methods offered', () => {
    expect(reportOf(LIVE_SHOP_ENV)).toEqual([
      '  Modo produção: sem pagamentos simulados e sem chave PIX de demonstração.',
      '  Configurações: nenhuma faltando.',
      '  Pagamento: PIX e cartão (Mercado Pago).',
    ])
  })

  it('in production with only PIX names what is left', () => {
    const report = reportOf({ ...LIVE_SHOP_ENV, MP_ACCESS_TOKEN: '' })
    expect(report.filter((line) => line.startsWith('    - '))).toEqual([
      '    - MP_ACCESS_TOKEN: pagamento com cartão pelo Mercado Pago',
    ])
    expect(report).toContain('  Pagamento: PIX.')
    expect(report.join('\n')).not.toContain('Emails:')
  })
})

describe('adminPasswordNote (the start log)', () => {
  const made = (password: string) => ({ created: true, password })
  const later = { created: false, password: undefined }

  it('shows a generated password on the start that made it, in any mode', () => {
    expect(adminPasswordNote(loadConfig({}), made('gerada-123'))).toBe('gerada-123')
    expect(adminPasswordNote(loadConfig({ NODE_ENV: 'production' }), made('gerada-123'))).toBe(
      'gerada-123',
    )
  })

  it('never shows ADMIN_PASSWORD, not even on the start that used it, in any mode', () => {
    const dev = loadConfig({ ADMIN_PASSWORD: 'senha-123' })
    expect(adminPasswordNote(dev, made('senha-123'))).toBe('(a definida em ADMIN_PASSWORD)')
    const test = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'senha-123' })
    expect(adminPasswordNote(test, made('senha-123'))).toBe('(a definida em ADMIN_PASSWORD)')
    const live = loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'senha-123' })
    expect(adminPasswordNote(live, made('senha-123'))).toBe('(a definida em ADMIN_PASSWORD)')
  })

  it('on later starts, shows no password and says how to change it, whatever ADMIN_PASSWORD says', () => {
    // The owner may have changed it since: ADMIN_PASSWORD is only the first start's.
    expect(adminPasswordNote(loadConfig({ ADMIN_PASSWORD: 'senha-123' }), later)).toBe(
      '(a da conta; para trocar: npm run admin:password)',
    )
    expect(adminPasswordNote(loadConfig({}), later)).toBe(
      '(a da conta; para trocar: npm run admin:password)',
    )
  })
})

describe('mediaNote (the start log)', () => {
  it('says where the photos are; on PGlite, nothing more', () => {
    expect(mediaNote(loadConfig({}))).toEqual(['  Fotos: ./media'])
  })

  it('warns that every machine on one PostgreSQL needs the same MEDIA_DIR', () => {
    const note = mediaNote(
      loadConfig({ DATABASE_URL: 'postgres://loja@db/loja', MEDIA_DIR: '/srv/fotos' }),
    )
    expect(note[0]).toBe('  Fotos: /srv/fotos')
    expect(note[1]).toContain(
      'todas as máquinas que servem a loja precisam da mesma pasta MEDIA_DIR',
    )
  })
})
