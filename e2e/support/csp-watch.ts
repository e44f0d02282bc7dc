import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'

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

  /** What an earlier check already reported, so a soft check names only its own step's. */
  private readonly reported = new Set<string>()

  /** `options`: the context's, as `browser.newContext` takes them (a phone's viewport, say). */
  static async open(browser: Browser, options: BrowserContextOptions = {}): Promise<CspWatch> {
    const context = await browser.newContext(options)
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
   * `soft: true` in a walk that checks more than the CSP at each stop: a violation fails the test
   * without ending the walk, and each step names only what was refused since the last check.
   */
  async check(step: string, { idle = true, soft = false } = {}) {
    if (idle) await this.page.waitForLoadState('networkidle')
    const inDocument = await this.page.evaluate(() => window.__cspViolations ?? [])
    const found = [...this.violations, ...inDocument]
    if (!soft) {
      expect(found, `CSP violations on ${step}`).toEqual([])
      return
    }
    const fresh = found.filter((violation) => !this.reported.has(violation))
    for (const violation of fresh) this.reported.add(violation)
    expect.soft(fresh, `CSP violations on ${step}`).toEqual([])
  }

  async visit(path: string, ready: (page: Page) => Promise<void>, { soft = false } = {}) {
    await this.page.goto(path)
    await ready(this.page)
    await this.check(path, { soft })
  }

  close() {
    return this.context.close()
  }
}

export const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level })).toBeVisible()

export { addFirstBuyable } from './checkout.ts'
