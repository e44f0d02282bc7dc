import { expect, test } from '@playwright/test'
import { CspWatch, heading } from './support/csp-watch.ts'

// Web security: the Content-Security-Policy allows no inline script and no eval, and no
// page of the shop, as any role, trips it (a visitor's pages: public-pages.spec.ts; the customer's:
// security-signed-in.spec.ts; the owner's tabs: admin-tabs.spec.ts).

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
