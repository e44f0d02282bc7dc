import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

/** The shop owner of every e2e shop (playwright.config's ADMIN_EMAIL and ADMIN_PASSWORD). */
export const OWNER = { email: 'dona@vitrine.test', password: 'senha-e2e-123' }

/**
 * Signs in through /login, as a person would: for the specs that test signing in. Every other
 * spec signs in by the API (below).
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * Signs in by the API, as /login's form does (POST /api/auth/login, 'Lembrar-me' unticked), through
 * `request`: a browser context's own (`context.request`, `page.request`), whose cookies its pages
 * share, or a request context of its own. Under the same limits as the form: a sign-in that
 * succeeds gives its count back (login-guard.ts), so many of them never refuse the next.
 */
export async function signInByApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
) {
  // The same-origin check wants the shop's origin named on a POST: the one `request` goes to (its
  // baseURL: each Playwright project has its own shop).
  const origin = new URL((await request.get('/api/auth/session')).url()).origin
  const res = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { Origin: origin },
  })
  expect(res.status(), `signing ${email} in by the API`).toBe(200)
}

/** A browser context of its own, signed in as the owner by the API (no page opened). */
export async function ownerContext(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport } : {})
  await signInByApi(context.request, OWNER)
  return context
}

/**
 * The owner, signed in by the API in a browser context of their own, opening `path` straight away
 * (a tab by its `?tab=`, an order at /admin/pedidos/{id}); on a phone's screen with `viewport`.
 */
export async function ownerOn(
  browser: Browser,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await ownerContext(browser, viewport)).newPage()
  await page.goto(path)
  return page
}

/**
 * The shop owner in a browser context of their own, signed in by the API, on /admin; on a phone's
 * screen with `viewport`.
 */
export async function adminPage(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await ownerOn(browser, '/admin', viewport)
  // Signed out, /admin sends to /login: this is the panel.
  await expect(page).toHaveURL(/\/admin$/)
  // The tab list is drawn after the heading: callers read it at once.
  await expect(page.getByRole('tab').first()).toBeVisible()
  return page
}
