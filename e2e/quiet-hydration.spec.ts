import { expect, test, type Page } from '@playwright/test'
import { firstBuyable, type ListedProduct } from './support/catalog.ts'

// Decision 034: Preact reports no hydration mismatch. Where the page it draws differs from the server's
// HTML, it quietly replaces the nodes. So each page records, from the moment the HTML has been
// read (before any script runs) until it has settled, every node added to or removed from what
// the server drew and every text changed in it. A signed-out visitor with an empty cart sees
// exactly what the server drew, so there must be none. Then a tap shows the page is hydrated.

declare global {
  interface Window {
    __drawnPageChanges?: string[]
  }
}

/** Starts recording in every document of `page` as soon as its HTML has been parsed. */
async function watchDrawnPage(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = []
    window.__drawnPageChanges = changes
    const name = (node: Node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} class="${node.getAttribute('class') ?? ''}">`
        : JSON.stringify(node.textContent)
    new MutationObserver((records) => {
      // While the document is 'loading' the changes are the HTML parser's own.
      if (document.readyState === 'loading') return
      for (const record of records) {
        const at = record.target instanceof Element ? record.target : record.target.parentElement
        if (!at?.closest('#root')) continue
        if (record.type === 'characterData') changes.push(`text in ${name(at)}`)
        for (const node of record.removedNodes)
          changes.push(`removed ${name(node)} from ${name(at)}`)
        for (const node of record.addedNodes) changes.push(`added ${name(node)} to ${name(at)}`)
      }
    }).observe(document, { childList: true, characterData: true, subtree: true })
  })
}

/** Opens `path`, lets it hydrate and settle, and returns what changed in the drawn page. */
async function openAndSettle(page: Page, path: string, status = 200) {
  await watchDrawnPage(page)
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(status)
  // The code has run when the session was asked for (networkidle). Settled once the drawn page
  // stops changing: a whole frame, and the task after it where Preact runs its effects, without a
  // node added, removed or a text changed (what the recorder records).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = true
        const observer = new MutationObserver(() => {
          changed = true
        })
        observer.observe(document, { childList: true, characterData: true, subtree: true })
        const afterFrame = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (!changed) {
                observer.disconnect()
                resolve()
                return
              }
              changed = false
              afterFrame()
            }),
          )
        afterFrame()
      }),
  )
  return page.evaluate(() => window.__drawnPageChanges ?? ['no recorder'])
}

test.describe('hydration replaces nothing the server drew (issue 41)', () => {
  test('the store, then a tap proves it hydrated', async ({ page }) => {
    expect(await openAndSettle(page, '/')).toEqual([])

    const cart = page.getByRole('link', { name: /^Carrinho/ })
    await expect(cart).toHaveAccessibleName('Carrinho')
    const buyable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Adicionar ao Carrinho' }) })
    await buyable.first().getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
    await expect(cart).toHaveAccessibleName('Carrinho, 1 item')
  })

  test('a product page, then a tap proves it hydrated', async ({ page, request }) => {
    const product = await firstBuyable(request, 2)
    expect(await openAndSettle(page, `/product/${product.id}`)).toEqual([])

    const cart = page.getByRole('link', { name: /^Carrinho/ })
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click()
    await expect(cart).toHaveAccessibleName('Carrinho, 1 item')
  })

  test("a variant's page (decision 053: the choice read from the data block), then a choice", async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/products')).json()) as {
      items: ListedProduct[]
    }
    const cover = items.find((p) => p.variantSummary.inOptions)
    expect(cover, 'the demo cover, in options').toBeDefined()
    const detail = (await (await request.get(`/api/products/${cover!.id}`)).json()) as {
      variants: { id: string; label: string }[]
    }
    const chosen = detail.variants.find((v) => v.label === '37 cm / Preta')!
    expect(await openAndSettle(page, `/product/${cover!.id}?variante=${chosen.id}`)).toEqual([])

    const colours = page.getByRole('radiogroup', { name: /^Cor da costura/ })
    await colours.getByRole('radio', { name: 'Cinza' }).click()
    await expect(colours).toHaveAccessibleName('Cor da costura: Cinza')
    const grey = detail.variants.find((v) => v.label === '37 cm / Cinza')!
    await expect(page).toHaveURL(`/product/${cover!.id}?variante=${grey.id}`)
  })
})

// The other pages the server draws: the same must hold (the demo shop has help pages and downloads).
test('a search, the help centre, a help page, the downloads and a 404 hydrate without a change', async ({
  page,
}) => {
  const paths: [string, number][] = [
    ['/?q=capa&ordem=menor-preco', 200],
    ['/?q=nada-assim-existe', 200],
    ['/duvidas', 200],
    ['/como-instalar-a-capa-de-volante', 200],
    ['/baixar', 200],
    ['/product/00000000-0000-4000-8000-000000000000', 404],
  ]
  for (const [path, status] of paths) {
    expect(await openAndSettle(page, path, status), path).toEqual([])
  }
})
