import { expect, test, type Page } from '@playwright/test'

// Decision 023: the store's search, category chips and order live in the address, are drawn on the
// server (so they survive a reload and show without JavaScript), and the grid says when nothing
// matches.

const FILTERED = '/?q=couro&categoria=Volantes&ordem=menor-preco'

interface Listed {
  items: { name: string; priceCents: number }[]
}

/** What the API lists for the same search: the names the grid must show, in its order. */
async function expectedNames(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/products?q=couro&category=Volantes&sort=menor-preco')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as Listed
  expect(items.length).toBeGreaterThan(1)
  const prices = items.map((item) => item.priceCents)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  return items.map((item) => item.name)
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents()

async function expectFiltered(page: Page, names: string[]) {
  await expect(page.getByRole('article')).toHaveCount(names.length)
  expect(await cardNames(page)).toEqual(names)
  await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('couro')
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('menor-preco')
  const chips = page.getByRole('navigation', { name: 'Categorias' })
  await expect(chips.getByRole('link', { name: 'Volantes' })).toHaveAttribute(
    'aria-current',
    'page',
  )
}

test('a searched, filtered and sorted address survives a reload and shows without JavaScript', async ({
  page,
  browser,
}) => {
  const names = await expectedNames(page)

  await page.goto(FILTERED)
  await expectFiltered(page, names)
  await page.reload()
  await expectFiltered(page, names)

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    const bare = await noScript.newPage()
    const response = await bare.goto(FILTERED)
    expect(response?.status()).toBe(200)
    await expectFiltered(bare, names)
    // Without JavaScript the form is a plain GET form: a new search is a new address, in the
    // same category and order.
    await bare.getByRole('searchbox', { name: 'Buscar produtos' }).fill('capa')
    await bare.getByRole('button', { name: 'Buscar' }).click()
    await expect(bare).toHaveURL(/\/\?q=capa&categoria=Volantes&ordem=menor-preco$/)
    const found = await cardNames(bare)
    expect(found.length).toBeGreaterThan(0)
    for (const name of found) expect(name).toMatch(/capa/i)
  } finally {
    await noScript.close()
  }
})

test('searching, picking a category and an order, and finding nothing', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Buscar produtos' })
  await search.fill('couro')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/\?q=couro$/)
  await expect(page.getByText('Resultados para “couro”')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Volantes' })
    .click()
  await expect(page).toHaveURL(/\/\?q=couro&categoria=Volantes$/)
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('Menor preço')
  await expect(page).toHaveURL(FILTERED)
  expect(await cardNames(page)).toEqual(await expectedNames(page))
  await expect(page).toHaveTitle('Busca: couro | Vitrine')

  await search.fill('nada-com-este-nome')
  await search.press('Enter')
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible()
  await page.getByRole('link', { name: 'Ver todos os produtos' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(search).toHaveValue('')
})

test('an unknown category or order shows the whole store, and a script in the search is text', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.goto('/?categoria=Inexistente&ordem=qualquer')
  await expect(page.getByRole('article').first()).toBeVisible()
  const all = await page.request.get('/api/products')
  const { items } = (await all.json()) as Listed
  await expect(page.getByRole('article')).toHaveCount(items.length)

  const response = await page.goto('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Resultados para “<script>alert(1)</script>”')).toBeVisible()
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible()
  expect(errors).toEqual([])
})

test('on a phone the store with a search looks right and scrolls only down', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/?q=couro&ordem=maior-preco')
  await expect(page.getByRole('article').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  // Kept where a person can look at it after the run (the list reporter keeps no attachment).
  await page.screenshot({ path: 'test-results/store-search-phone.png' })
})
