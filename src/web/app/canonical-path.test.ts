import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '#web/lib/query-client.ts'
import { canonicalPath } from './canonical-path.ts'
import { appRoutes } from './router.tsx'

const routes = appRoutes(createQueryClient())
const canonical = (path: string) => canonicalPath(routes, path)
const ID = '0b5f1c3e-9a7d-4e2b-8c6f-1d2e3f4a5b6c'

describe('canonicalPath: the route table’s own spelling of a path', () => {
  it('is the path itself for the canonical spellings', () => {
    for (const path of ['/', `/product/${ID}`, '/duvidas', '/baixar', '/trocas-e-devolucoes'])
      expect(canonical(path)).toBe(path)
    for (const path of ['/cart', '/reset-password', '/admin', `/admin/pedidos/${ID}`])
      expect(canonical(path)).toBe(path)
    expect(canonical('/admin/pedidos/imprimir')).toBe('/admin/pedidos/imprimir')
  })

  it('lower-cases ids and slugs, spells static segments as the route does, drops trailing slashes', () => {
    expect(canonical(`/PRODUCT/${ID.toUpperCase()}`)).toBe(`/product/${ID}`)
    expect(canonical(`/Product/${ID}/`)).toBe(`/product/${ID}`)
    expect(canonical(`/product/${ID}//`)).toBe(`/product/${ID}`)
    expect(canonical('/DUVIDAS')).toBe('/duvidas')
    expect(canonical('/Baixar/')).toBe('/baixar')
    expect(canonical('/Trocas-E-Devolucoes')).toBe('/trocas-e-devolucoes')
    expect(canonical('/Cart/')).toBe('/cart')
    expect(canonical('/reset-password/')).toBe('/reset-password')
    expect(canonical(`/Admin/Pedidos/${ID.toUpperCase()}/`)).toBe(`/admin/pedidos/${ID}`)
    expect(canonical('/admin/pedidos/IMPRIMIR')).toBe('/admin/pedidos/imprimir')
    expect(canonical('//')).toBe('/')
    // A help page's slug like any other: '/product' is looked up as one (and is 'not found').
    expect(canonical('/Product/')).toBe('/product')
  })

  it('has none for what names no page: an empty segment, a backslash, another shape, not found', () => {
    for (const path of [
      '//evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/product//x',
      '/x//duvidas',
      '/product/abc%20def',
      '/product/a.b',
      '/sitemap.XML',
      '/a/b/c',
      '/%ZZ',
      '/DUVIDAS%E0%A4%A',
    ])
      expect(canonical(path), path).toBeUndefined()
  })

  it('never starts with two slashes or holds a backslash, whatever the path', () => {
    const part = fc.oneof(
      fc.constantFrom('', '/', '\\', '.', '..', 'evil.example', 'product', ID, 'DUVIDAS', '%2F'),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
        const result = canonical(`/${parts.join('/')}`)
        if (result === undefined) return
        expect(result).toMatch(/^\/(?![/\\])/)
        expect(result).not.toMatch(/[\\?#%]|\/\/|\/$(?<!^\/)/)
      }),
    )
  })
})
