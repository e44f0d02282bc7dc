import { expect, test, type Page } from '@playwright/test'

// Decision 029: the store's search forgives what phone shoppers type: no accents, other case, words
// left out or in another order; decision 050: typos. The demo catalog has 'Capa de Volante em Couro Legítimo com
// Costura Dupla', 'Capa de Volante Bicolor Sob Encomenda' and 'Porta-Óculos de Couro para
// Quebra-Sol'.

test.use({ viewport: { width: 360, height: 780 } })

// Read until they match: the grid shows the new search's cards a moment after its heading.
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents()

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Buscar produtos' })
  await search.fill(text)
  await search.press('Enter')
  await expect(page.getByText(`Resultados para “${text}”`)).toBeVisible()
}

async function searchCorrected(page: Page, typed: string, meant: string) {
  const search = page.getByRole('searchbox', { name: 'Buscar produtos' })
  await search.fill(typed)
  await search.press('Enter')
  const said = `Nenhum resultado para “${typed}”. Mostrando resultados para “${meant}”.`
  await expect(page.getByText(said)).toBeVisible()
}

const VOLANTES = [
  'Capa de Volante Bicolor Sob Encomenda',
  'Capa de Volante em Couro Legítimo com Costura Dupla',
]

test('a phone shopper finds products typed without accents, small words or their order', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible()

  for (const typed of ['capa volante', 'VOLANTÉ capa', 'capa do volante']) {
    await searchFor(page, typed)
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(VOLANTES)
  }

  await searchFor(page, 'oculos')
  await expect.poll(() => cardNames(page)).toEqual(['Porta-Óculos de Couro para Quebra-Sol'])

  // The description counts too: 'diâmetro' and 'encerada' are only in the leather wheel cover's.
  await searchFor(page, 'encerada diametro')
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Capa de Volante em Couro Legítimo com Costura Dupla'])

  await searchFor(page, 'volante oculos')
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible()

  // A typo found nothing as typed: the search is made again with the catalog's words, and says so
  // (decision 050).
  await searchCorrected(page, 'volnte capa', 'volante capa')
  await expect.poll(async () => (await cardNames(page)).sort()).toEqual(VOLANTES)
  await searchCorrected(page, 'tapte', 'tapete')
  await expect.poll(() => cardNames(page)).toContain('Tapete Bordado Personalizado')
  // Opened at its address, the page the server draws says the same.
  const drawn = await page.request.get(`/?q=tapte`)
  expect(await drawn.text()).toContain('Mostrando resultados para <strong>“tapete”</strong>')

  // Punctuation alone is no search: the whole store, never an error.
  const response = await page.goto(`/?q=${encodeURIComponent('%_%_'.repeat(50))}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('article').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
