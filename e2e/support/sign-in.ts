import { expect, type Browser, type Page } from '@playwright/test'

/** Signs in through /login, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * The shop owner (playwright.config's ADMIN_EMAIL) in a browser context of their own, on /admin;
 * on a phone's screen with `viewport`.
 */
export async function adminPage(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage()
  await signIn(page, 'dona@vitrine.test', 'senha-e2e-123')
  await expect(page).toHaveURL(/\/admin$/)
  // The tab list is drawn after the heading: callers read it at once.
  await expect(page.getByRole('tab').first()).toBeVisible()
  return page
}
