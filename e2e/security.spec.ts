import { expect, test } from '@playwright/test'
import { addFirstBuyable, CspWatch, heading } from './support/csp-watch.ts'

// Issue 9, web security: the Content-Security-Policy allows no inline script and no eval, and no
// page of the shop, as any role, trips it (the signed-in roles: security-signed-in.spec.ts).

// Each step waits for the network to go idle (lazy chunks, late requests) before it is judged.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('the CSP allows no inline script and no eval, on the web app and the API', async ({
  request,
  browser,
}) => {
  for (const path of ['/', '/duvidas', '/api/health', '/api/products']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const csp = res.headers()['content-security-policy'] ?? ''
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src')
    expect(scriptSrc, `${path}: script-src`).toBeDefined()
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc).not.toContain('*')
    expect(scriptSrc).not.toContain('data:')
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('frame-ancestors')).toEqual(["'self'"])
  }

  // The watch itself works: the page's own inline script, inline handler and string timer (an
  // eval) are refused and reported. (Playwright's evaluate itself is exempt, hence these probes.)
  const watch = await CspWatch.open(browser)
  await watch.page.goto('/')
  await heading(watch.page, 'Acessórios feitos à mão para o seu carro')
  await watch.page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.body.dataset.inline = "ran"'
    document.body.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'document.body.dataset.handler = "ran"')
    document.body.append(button)
    button.click()
    const timer = setTimeout as unknown as (code: string, ms: number) => number
    timer('document.body.dataset.timer = "ran"', 0)
  })
  await expect.poll(() => watch.violations.filter((v) => v.startsWith('[event]'))).toHaveLength(3)
  await expect.poll(() => watch.violations.filter((v) => v.startsWith('[console]'))).toHaveLength(3)
  const ran = await watch.page.evaluate(() => ({ ...document.body.dataset }))
  expect(ran).toEqual({})
  await watch.close()
})

test('a visitor opens every public page and dialog without a CSP violation', async ({
  browser,
}) => {
  const csp = await CspWatch.open(browser)
  const { page } = csp

  await csp.visit('/', (p) => heading(p, 'Acessórios feitos à mão para o seu carro'))
  await page.getByRole('button', { name: 'Avise-me' }).first().click()
  const notify = page.getByRole('dialog', { name: 'Avise-me quando chegar' })
  await notify.getByLabel('WhatsApp').pressSequentially('11987654321')
  await notify.getByLabel('Carro e ano').fill('Gol 2015')
  await notify.getByRole('button', { name: 'Registrar' }).click()
  await expect(notify.getByRole('heading', { name: 'Número registrado!' })).toBeVisible()
  await csp.check("the 'Avise-me' dialog")
  await notify.getByRole('button', { name: 'Fechar' }).click()
  await page.getByRole('button', { name: 'Interessado' }).first().click()
  const interest = page.getByRole('dialog', { name: 'Tenho interesse' })
  await expect(interest.getByLabel('Carro e ano')).toBeVisible()
  await csp.check("the 'Interessado' dialog")
  await page.keyboard.press('Escape')
  await expect(interest).toBeHidden()

  await addFirstBuyable(page)
  await csp.check('the cart toast')
  await page.getByRole('link', { name: 'Ver Detalhes' }).first().click()
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await csp.check('a product page')
  await csp.visit('/product/00000000-0000-4000-8000-000000000000', (p) =>
    heading(p, 'Produto não encontrado'),
  )

  await csp.visit('/cart', (p) => heading(p, 'Carrinho de Compras'))
  await csp.visit('/checkout', async (p) => {
    await heading(p, 'Finalizar Compra')
    await expect(p.getByLabel('Email')).toBeVisible()
  })
  await csp.visit('/login', (p) => expect(p.getByRole('button', { name: 'Entrar' })).toBeVisible())
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click()
  await expect(page.getByRole('button', { name: 'Enviar Email de Redefinição' })).toBeVisible()
  await csp.check('the forgotten-password form')
  await csp.visit('/register', (p) => heading(p, 'Cadastro'))
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await csp.check('the address lookup')
  await csp.visit(
    '/reset-password?email=ninguem%40exemplo.com&token=token-que-nao-existe-123',
    (p) => heading(p, 'Link Inválido'),
  )
  await csp.visit('/reset-password', (p) => heading(p, 'Link Inválido'))
  await csp.visit('/access-link?email=ninguem%40exemplo.com&token=token-que-nao-existe-123', (p) =>
    heading(p, 'Link de acesso inválido'),
  )

  await csp.visit('/duvidas', (p) => heading(p, 'Central de Dúvidas'))
  await page.getByRole('main').getByRole('link').first().click()
  await heading(page, 'Dúvidas Frequentes')
  await csp.check('a help page')
  await page.getByRole('main').getByRole('button').first().click()
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  )
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().includes('youtube-nocookie'))
        ?.title(),
    )
    .toBe('Stand-in')
  await csp.check('a help page with its video open', { idle: false })
  await csp.visit('/baixar', (p) => heading(p, 'Downloads'))
  await csp.visit('/pagina-que-nao-existe', (p) => heading(p, 'Página não encontrada'))
  await csp.visit('/nada/aqui', (p) => heading(p, 'Página não encontrada'))
  await csp.visit('/orders', (p) => expect(p).toHaveURL(/\/login\?redirectTo=%2Forders$/))
  await csp.close()
})
