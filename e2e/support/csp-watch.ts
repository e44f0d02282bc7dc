import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

// Violations are caught two ways: Chromium's console message ("... violates the following Content
// Security Policy directive ...") and the DOM's securitypolicyviolation event, recorded by an init
// script in every document and frame.

declare global {
  interface Window {
    __cspViolations?: string[]
    __reportCsp?: (violation: string) => Promise<void>
  }
}

/** One browser context (one role) whose pages report every CSP violation. */
export class CspWatch {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Everything reported so far, by the event or the console, in any page or frame. */
    readonly violations: string[],
  ) {}

  static async open(browser: Browser): Promise<CspWatch> {
    const context = await browser.newContext()
    const violations: string[] = []
    // Reported the moment it happens, from any frame, so a navigation cannot lose one.
    await context.exposeFunction('__reportCsp', (text: string) => violations.push(text))
    await context.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = `${e.sourceFile || location.href}:${e.lineNumber}`
        const text = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${where}`
        window.__cspViolations?.push(text)
        void window.__reportCsp?.(`[event] ${text} ${e.sample}`)
      })
    })
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        violations.push(`[console] ${message.page()?.url() ?? ''}: ${message.text()}`)
      }
    })
    // No outside network here: the video host and project images answer from stand-ins.
    await context.route(/^https:\/\/(www\.youtube(-nocookie)?\.com|cdn\.exemplo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title>' }),
    )
    return new CspWatch(context, await context.newPage(), violations)
  }

  /**
   * Waits for the page to settle, then asserts nothing was refused so far. `idle: false` where a
   * stand-in iframe keeps Playwright's networkidle from ever firing (the caller waits instead).
   */
  async check(step: string, { idle = true } = {}) {
    if (idle) await this.page.waitForLoadState('networkidle')
    const inDocument = await this.page.evaluate(() => window.__cspViolations ?? [])
    expect([...this.violations, ...inDocument], `CSP violations on ${step}`).toEqual([])
  }

  async visit(path: string, ready: (page: Page) => Promise<void>) {
    await this.page.goto(path)
    await ready(this.page)
    await this.check(path)
  }

  close() {
    return this.context.close()
  }
}

export const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level })).toBeVisible()

export { addFirstBuyable } from './checkout.ts'
