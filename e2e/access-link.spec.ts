import { expect, test, type APIRequest, type Browser, type Page } from '@playwright/test'
import { apiAddress } from './support/address.ts'
import { addFirstBuyable } from './support/checkout.ts'
import { emailsTo } from './support/email-log.ts'
import { fromShop } from './support/shop-origin.ts'

// Decision 026: the owner can always get back in. Failures from elsewhere make the shop refuse a new
// browser's sign-in; the link e-mailed to the account signs that browser in and makes it known.

const PASSWORD = 'certa-123'
const OFFER = 'Receber link de acesso por email'
const SENT =
  'Se houver uma conta com este email, enviamos um link de acesso. Ele vale por 15 minutos.'
const TOO_MANY = /Muitas tentativas\. Tente novamente em \d+ minutos?\./
const SUBJECT = 'Seu link de acesso'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' })

/** The access links e-mailed to `to` so far (the shop prints its emails to its log), oldest first. */
async function accessLinks(to: string): Promise<string[]> {
  const blocks = (await emailsTo(to)).filter((block) => block.includes(`Assunto: ${SUBJECT}`))
  return blocks.map(
    (block) => /http:\/\/\S+\/access-link\?[^\s"<>]+/.exec(block)?.[0].replace(/&amp;/g, '&') ?? '',
  )
}

/** Waits for the access link after the `before` ones already sent. */
async function nextAccessLink(to: string, before: number): Promise<string> {
  await expect
    .poll(async () => (await accessLinks(to)).length, { timeout: 15_000 })
    .toBe(before + 1)
  const link = (await accessLinks(to)).at(-1)!
  expect(link).toContain(`email=${encodeURIComponent(to)}`)
  return link
}

async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  return (await browser.newContext({ viewport })).newPage()
}

/** The refused sign-in shows the wait and offers the link; pressing it says the link was sent. */
async function askForTheLink(page: Page) {
  await expect(page.getByRole('alert')).toContainText(TOO_MANY)
  const offer = page.getByRole('button', { name: OFFER })
  await expect(offer).toBeVisible()
  await offer.click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
}

/**
 * A new account whose sign-in this address refuses to browsers it has not signed in on: every
 * local request comes from one address, and its 10 failures for the account refuse the 11th
 * (10 of the address's 50 in 15 minutes).
 */
async function refusedAccount(
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  { login, name }: { login: string; name: string },
): Promise<string> {
  const email = `${login}.${Date.now()}@exemplo.com`
  // Its own API context: the sign-up makes it a known device, whose failures count apart.
  const api = await playwright.request.newContext({ baseURL })
  const created = await api.post(
    '/api/auth/register',
    fromShop({ email, password: PASSWORD, confirmPassword: PASSWORD, address: apiAddress(name) }),
  )
  expect(created.status()).toBe(201)
  await api.dispose()

  const guesser = await playwright.request.newContext({ baseURL })
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const attempt = await guesser.post(
      '/api/auth/login',
      fromShop({ email, password: `errada-${i}` }),
    )
    statuses.push(attempt.status())
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
  await guesser.dispose()
  return email
}

test('refused for failures from elsewhere, the owner gets in by the emailed link', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const email = await refusedAccount(playwright, baseURL, {
    login: 'dono.link',
    name: 'Dono da Loja',
  })
  const page = await newPage(browser)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  const before = (await accessLinks(email)).length
  await askForTheLink(page)

  const link = await nextAccessLink(email, before)
  expect(link).not.toContain('redirectTo')
  await page.goto(link)
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('link', { name: 'Minha Conta' })).toBeVisible()

  // The link is spent.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Link de acesso inválido' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
    'href',
    '/login',
  )

  // This browser is known now: after signing out, its password opens the account again.
  await nav(page).getByRole('button', { name: 'Sair' }).click()
  await expect(nav(page).getByRole('link', { name: 'Entrar' })).toBeVisible()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(nav(page).getByRole('link', { name: 'Minha Conta' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.context().close()
})

// A second account: one access-link email per account every 5 minutes (EMAIL_LINK_RULE).
test('on a 360 px phone at checkout step 1, the link brings the owner back to the checkout', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const email = await refusedAccount(playwright, baseURL, {
    login: 'dona.celular',
    name: 'Dona do Carro',
  })
  const page = await newPage(browser, { width: 360, height: 780 })
  await addFirstBuyable(page)
  await page.goto('/checkout')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continuar' }).click()
  const before = (await accessLinks(email)).length
  await askForTheLink(page)
  const offer = page.getByRole('button', { name: OFFER })
  const box = (await offer.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  const link = await nextAccessLink(email, before)
  expect(link).toMatch(/[?&]redirectTo=(%2F|\/)checkout(&|$)/)
  await page.goto(link)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Endereço de Entrega' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Minha Conta' })).toBeVisible()
  await page.context().close()
})
