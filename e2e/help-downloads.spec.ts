import { expect, test } from '@playwright/test'
import { adminPage } from './support/sign-in.ts'

const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const SHORT = 'https://youtu.be/9bZkp7q19f0'

test.describe.configure({ mode: 'serial' })

test('the owner creates a help page with two videos; visitors open one question at a time', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser)
  await admin.getByRole('tab', { name: 'Ajuda/Instalação' }).click()
  await admin.getByRole('button', { name: 'Nova Página' }).click()
  await admin.getByLabel('Título', { exact: true }).fill('Instalação do Módulo')
  await expect(admin.getByLabel('Slug')).toHaveValue('instalacao-do-modulo')
  await admin.getByLabel('Dúvida 1', { exact: true }).fill('Como ligar o módulo na bateria?')
  await admin.getByLabel('Link do YouTube da dúvida 1').fill(WATCH)
  await admin.getByRole('button', { name: 'Adicionar dúvida' }).click()
  await admin.getByLabel('Dúvida 2', { exact: true }).fill('Onde fica o fusível?')
  await admin.getByLabel('Link do YouTube da dúvida 2').fill(SHORT)
  await admin.getByRole('button', { name: 'Criar Página' }).click()
  const row = admin.getByRole('row').filter({ hasText: 'Instalação do Módulo' })
  await expect(row).toContainText('/instalacao-do-modulo')
  await expect(row).toContainText('2')

  // No outside network: the video host answers from a stand-in.
  await page
    .context()
    .route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Vídeo</title>' }),
    )
  await page.goto('/duvidas')
  await expect(page.getByRole('heading', { name: 'Central de Dúvidas' })).toBeVisible()
  await page.getByRole('link', { name: 'Instalação do Módulo' }).click()
  await expect(page).toHaveURL(/\/instalacao-do-modulo$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Instalação do Módulo' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dúvidas Frequentes' })).toBeVisible()

  const first = page.getByRole('button', { name: 'Como ligar o módulo na bateria?' })
  const second = page.getByRole('button', { name: 'Onde fica o fusível?' })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/9bZkp7q19f0',
  )
})

test('the owner adds three downloads, moves the last to the top, and /baixar follows', async ({
  browser,
  page,
}) => {
  const stamp = Date.now()
  const titles = ['Manual A', 'Manual B', 'Manual C'].map((t) => `${t} ${stamp}`)
  const admin = await adminPage(browser)
  await admin.getByRole('tab', { name: 'Downloads' }).click()
  await expect(admin.getByRole('heading', { name: 'Gerenciar Downloads' })).toBeVisible()
  for (const [i, title] of titles.entries()) {
    await admin.getByRole('button', { name: 'Novo Download' }).click()
    await admin.getByLabel('Título', { exact: true }).fill(title)
    await admin
      .getByLabel('URL', { exact: true })
      .fill(`https://arquivos.exemplo.com/manual-${i}.pdf`)
    await admin.getByLabel('Informações (opcional)').fill(`Versão ${i + 1}`)
    await admin.getByRole('button', { name: 'Adicionar Download' }).click()
    await expect(admin.getByRole('row').filter({ hasText: title })).toBeVisible()
  }

  const up = admin.getByRole('button', { name: `Mover ${titles[2]} para cima` })
  while (await up.isEnabled()) {
    const before = await admin.getByRole('row').allTextContents()
    await up.click()
    await expect.poll(() => admin.getByRole('row').allTextContents()).not.toEqual(before)
  }
  await expect(admin.getByRole('row').nth(1)).toContainText(titles[2]!)

  await page.goto('/baixar')
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible()
  const listed = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(listed[0]).toBe(titles[2])
  expect(listed.indexOf(titles[0]!)).toBeLessThan(listed.indexOf(titles[1]!))
  const link = page.getByRole('link', { name: new RegExp(`Baixar ${titles[2]}`) })
  await expect(link).toHaveAttribute('href', 'https://arquivos.exemplo.com/manual-2.pdf')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByText(/Adicionado em \d{1,2} de \p{L}+ de \d{4}/u).first()).toBeVisible()
})
