import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { categoryName } from '#domain/category.ts'
import { demoPhotosOf } from './demo-photos.ts'
import { demoProducts } from './demo-products.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'

function publicFile(image: string): string {
  return join(process.cwd(), 'public', image)
}

describe('demoProducts', () => {
  it('has 24 products with unique names', () => {
    expect(demoProducts).toHaveLength(24)
    const names = demoProducts.map((p) => p.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has positive integer prices and non-negative integer stock', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceCents), p.name).toBe(true)
      expect(p.priceCents, p.name).toBeGreaterThan(0)
      expect(Number.isInteger(p.stock), p.name).toBe(true)
      expect(p.stock, p.name).toBeGreaterThanOrEqual(0)
    }
  })

  it('gives the cover its options, every combination once, their stock adding up to its own', () => {
    const inVariants = demoProducts.filter((p) => p.variants)
    expect(inVariants.map((p) => p.name)).toEqual([demoProducts[0]!.name])
    for (const p of inVariants) {
      const { options, variants } = p.variants!
      const combinations = options.reduce((n, o) => n * o.values.length, 1)
      const keys = variants.map((v) => v.values.join('|'))
      expect(new Set(keys).size, p.name).toBe(combinations)
      expect(keys.length, p.name).toBe(combinations)
      for (const v of variants) {
        expect(
          v.values.map((value, i) => options[i]!.values.includes(value)),
          p.name,
        ).not.toContain(false)
      }
      expect(
        variants.reduce((sum, v) => sum + v.stock, 0),
        p.name,
      ).toBe(p.stock)
    }
  })

  it('has descriptions longer than the 100-character preview', () => {
    for (const p of demoProducts) {
      expect(Array.from(p.description).length, p.name).toBeGreaterThan(100)
    }
  })

  it('names an illustration under public/ for each, the source of its photos (still served)', () => {
    for (const p of demoProducts) {
      expect(p.image, p.name).toMatch(/^\/demo\/products\/[a-z0-9-]+\.svg$/)
      const file = publicFile(p.image)
      expect(existsSync(file), p.image).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg, p.image).toContain('<svg')
      expect(svg.toLowerCase(), p.image).not.toContain('<script')
      expect(svg.split(SVG_NS).join(''), p.image).not.toMatch(/https?:/i)
    }
  })

  it('gives each 1 to 3 photos, a few 3 to show the gallery', () => {
    const counts = demoProducts.map((p) => demoPhotosOf(p).length)
    for (const [index, count] of counts.entries()) {
      expect(count, demoProducts[index]!.name).toBeGreaterThanOrEqual(1)
      expect(count, demoProducts[index]!.name).toBeLessThanOrEqual(3)
    }
    expect(counts.filter((n) => n === 3).length).toBeGreaterThanOrEqual(2)
  })

  // The seed writes them past the forms' schema: spelled as it would store them (decision 041).
  it('spells each category as the product form stores it', () => {
    for (const p of demoProducts) expect(p.category, p.name).toBe(categoryName(p.category).trim())
  })

  it('includes out-of-stock and made-to-order products', () => {
    const outOfStock = demoProducts.filter((p) => !p.isCustomOrder && p.stock === 0)
    const madeToOrder = demoProducts.filter((p) => p.isCustomOrder)
    expect(outOfStock.length).toBeGreaterThanOrEqual(4)
    expect(madeToOrder.length).toBeGreaterThanOrEqual(5)
  })
})
