import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { apiAddress } from './support/address.ts'

// Issue 9, web security: the Content-Security-Policy allows no inline script and no eval, and no
// page of the shop, as any role, trips it. Violations are caught two ways: Chromium's console
// message ("... violates the following Content Security Policy directive ...") and the DOM's
// securitypolicyviolation event, recorded by an init script in every document and frame.

const ADMIN = { email: 'dona@vitrine.test', password: 'senha-e2e-123' }
const stamp = Date.now()
const customer = { email: `csp.${stamp}@exemplo.com`, password: 'csp-senha-123' }
const ADDRESS = apiAddress('Cliente CSP')

declare global {
  interface Window {
    __cspViolations?: string[]
    __reportCsp?: (violation: string) => Promise<void>
  }
}

/** One browser context (one role) whose pages report every CSP violation. */
class CspWatch {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Everything reported so far, by the event or the console, in any page or frame. */
    readonly violations: string[],
  ) {}

  static async open(browser: Browser): Promise<CspWatch> {
    const context = await browser.newContext()
    const violations: string[] = []
    // Reported the moment it happens, from any frame, so a navigation cannot lose one.
    await context.exposeFunction('__reportCsp', (text: string) => violations.push(text))
    await context.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = `${e.sourceFile || location.href}:${e.lineNumber}`
        const text = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${where}`
        window.__cspViolations?.push(text)
        void window.__reportCsp?.(`[event] ${text} ${e.sample}`)
      })
    })
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        violations.push(`[console] ${message.page()?.url() ?? ''}: ${message.text()}`)
      }
    })
    // No outside network here: the video host and project images answer from stand-ins.
    await context.route(/^https:\/\/(www\.youtube(-nocookie)?\.com|cdn\.exemplo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title>' }),
    )
    return new CspWatch(context, await context.newPage(), violations)
  }

  /**
   * Waits for the page to settle, then asserts nothing was refused so far. `idle: false` where a
   * stand-in iframe keeps Playwright's networkidle from ever firing (the caller waits instead).
   */
  async check(step: string, { idle = true } = {}) {
    if (idle) await this.page.waitForLoadState('networkidle')
    const inDocument = await this.page.evaluate(() => window.__cspViolations ?? [])
    expect([...this.violations, ...inDocument], `CSP violations on ${step}`).toEqual([])
  }

  async visit(path: string, ready: (page: Page) => Promise<void>) {
    await this.page.goto(path)
    await ready(this.page)
    await this.check(path)
  }

  close() {
    return this.context.close()
  }
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level })).toBeVisible()

async function addFirstBuyable(page: Page) {
  await page.goto('/')
  const buy = page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first()
  await buy.click()
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible()
}

async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
}

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

test('a customer buys by card on the simulated payment page and by PIX, and accepts project terms, without a CSP violation', async ({
  browser,
  request,
}) => {
  const csp = await CspWatch.open(browser)
  const { page } = csp

  const registered = await page.request.post('/api/auth/register', {
    data: { ...customer, confirmPassword: customer.password, address: ADDRESS },
  })
  expect(registered.status()).toBe(201)
  const clientId = ((await registered.json()) as { user: { id: string } }).user.id
  // A project made for this customer, so the cart shows the terms dialog.
  await signInByApi(request, ADMIN.email, ADMIN.password)
  const project = await request.post('/api/admin/projects', {
    data: {
      name: `Tapete CSP ${stamp}`,
      priceCents: 25000,
      category: 'Tapetes',
      clientId,
      image: 'https://cdn.exemplo.com/tapete.jpg',
      description: 'Tapete bordado para o teste de CSP.',
    },
  })
  expect(project.status()).toBe(201)

  await addFirstBuyable(page)
  await csp.check('the store, signed in')
  await csp.visit('/cart', (p) => heading(p, 'Projetos Personalizados'))
  await page.getByRole('button', { name: 'Aceitar Termos' }).click()
  const terms = page.getByRole('dialog')
  await expect(terms).toContainText('90 dias')
  await csp.check('the terms dialog')
  await terms.getByRole('checkbox').check()
  await terms.getByRole('button', { name: 'Aceitar e Continuar' }).click()
  await expect(page.getByText('Termos aceitos')).toBeVisible()

  await page.getByRole('link', { name: 'Finalizar Compra' }).click()
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await csp.check('the checkout address step')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()
  await page.getByLabel('Cartão de crédito (Mercado Pago)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  const pay = page.getByRole('link', { name: 'Pagar com Mercado Pago' })
  await expect(pay).toBeVisible()
  await csp.check('the card payment step')
  await pay.click()
  await heading(page, 'Pagamento simulado')
  expect(page.url()).toMatch(/\/api\/payments\/simulated\//)
  const simulatedUrl = page.url()
  await csp.check('the simulated payment page')
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await heading(page, 'Pagamento Confirmado!')
  await csp.check('the approved payment page')
  await csp.visit(simulatedUrl, (p) =>
    expect(p.getByText('Este pedido não está aguardando pagamento.')).toBeVisible(),
  )

  await addFirstBuyable(page)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click()
  await page.getByLabel('PIX (10% de desconto)').check()
  await page.getByRole('button', { name: 'Gerar Pagamento' }).click()
  await expect(page.getByRole('img', { name: /QR Code PIX do pedido #/ })).toBeVisible()
  await csp.check('the PIX QR code')

  await csp.visit('/orders', (p) => heading(p, 'Seus Pedidos'))
  await csp.visit('/profile', (p) => heading(p, 'Minha Conta'))
  await csp.close()
})

test('the owner opens every admin tab without a CSP violation', async ({ browser }) => {
  const csp = await CspWatch.open(browser)
  const { page } = csp
  await csp.visit('/login', (p) => expect(p.getByRole('button', { name: 'Entrar' })).toBeVisible())
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Senha').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await heading(page, 'Painel Administrativo')
  await csp.check('/admin')

  const tabs = page.getByRole('tab')
  const names = (await tabs.allTextContents()).map((name) => name.trim())
  // admin-tab-list.ts: a new tab shows up here and is visited too.
  expect(names).toEqual([
    'Vendas',
    'Interessados',
    'Pedidos',
    'Produtos',
    'Projetos gerados',
    'Usuários',
    'Gerar projeto',
    'Ajuda/Instalação',
    'Downloads',
  ])
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click()
    const panel = page.getByRole('tabpanel', { name })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(/^Carregando/)).toHaveCount(0)
    await expect(panel).not.toBeEmpty()
    await csp.check(`the admin tab '${name}'`)
  }

  await page.getByRole('tab', { name: 'Ajuda/Instalação', exact: true }).click()
  await page.getByRole('button', { name: 'Nova Página' }).click()
  await heading(page, 'Nova Página de Ajuda')
  await csp.check('the new help page form')
  await csp.close()
})
