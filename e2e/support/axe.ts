import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

// Decision 024: axe-core over a page once its finite animations are over: no serious or critical
// violation, colour contrast included. No rule is disabled.
//
// The axe-core that @axe-core/playwright brings, run as its legacy mode runs it (axe.run in the
// page, axe in every frame), but put into a document once: a walk that judges one document
// several times (the panel's tabs) or many documents in a row does not pay for AxeBuilder's two
// injections of the whole script and its blank page at each check. Same engine, same rules, same
// options (none).

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> }
  }
}

const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const { source } = fromAxeBuilder('axe-core') as { source: string }

/** axe-core in every frame of the page that has not got it yet. */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => window.axe !== undefined)) continue
      await frame.evaluate(source)
    } catch {
      // A frame gone or still loading, as AxeBuilder allows: axe reports what it cannot reach.
    }
  }
}

/**
 * The serious and critical problems axe finds on the page as it rests, one line each: a toast
 * still fading in has its text at part opacity, which no reader ever meets for long.
 */
export async function problems(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await injectAxe(page)
  const { violations } = await page.evaluate(() => window.axe!.run(document, {}))
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.slice(0, 4).map((node) => node.target.join(' '))
      return `${v.id} (${v.impact}): ${v.help} — ${where.join(' | ')}`
    })
}

export async function expectAccessible(page: Page, label: string) {
  // Soft: one run names every page with a problem, not only the first.
  expect.soft(await problems(page), `${label} at ${page.viewportSize()?.width}px`).toEqual([])
}
