// Sections 1 and 2 of docs/performance.md: the store page on a phone and its JavaScript.
import { kb, limitRun, ms, section, target } from './report-format.mjs'

export function mobileSection(result, env, mobileTable) {
  if (!result) {
    return {
      targets: [],
      markdown: `## 1. Store page on a phone

Not measured in this run: bench/mobile-page.mjs (\`measureMobilePages\`) was not available.
`,
    }
  }
  const t = result.targets
  // The static page's loads that timed an LCP: the limit of the rows that show its figures.
  const staticPage = (p) => [
    limitRun('the static page', (p.limit.runs ?? []).filter((run) => run.lcpMs > 0).length),
  ]
  const targets = result.pages.flatMap((p) => [
    target(
      `${p.label}: LCP`,
      ms(p.shop.lcpMs),
      `${ms(p.limit.lcpMs)} (static page)`,
      p.lcpRatio,
      `≤ ${t.lcpRatio}× and < ${ms(t.lcpMs)}`,
      p.pass.lcpRatio && p.pass.lcpMs,
      `${p.label}: LCP ${ms(p.shop.lcpMs)} against ${ms(p.limit.lcpMs)} for the static copy of the same first screen (shop TBT ${ms(p.shop.tbtMs)}, ${kb(p.shop.bytes)}): the difference is what the app's JavaScript and API requests add before the first screen paints; sending the first screen's HTML and data with the page, and preloading the LCP image, would close it.`,
      { threshold: t.lcpRatio, limits: staticPage(p) },
    ),
    target(
      `${p.label}: CLS`,
      p.shop.cls.toFixed(3),
      `${p.limit.cls.toFixed(3)} (static page)`,
      '–',
      `≤ ${t.cls}`,
      p.pass.cls,
      `${p.label}: layout shifts ${p.shop.cls.toFixed(3)}: reserve the space of images and late content (width/height, skeletons of the final size).`,
      { limits: staticPage(p) },
    ),
    target(
      `${p.label}: TBT`,
      ms(p.shop.tbtMs),
      `${ms(p.limit.tbtMs)} (static page)`,
      '–',
      `≤ ${ms(t.tbtMs)}`,
      p.pass.tbt,
      `${p.label}: the main thread was blocked ${ms(p.shop.tbtMs)} after the first paint (longest task ${ms(p.shop.longestTaskMs)}, median of the loads): script evaluation, the first render or hydration, and the style, layout and paint they cause. Less JavaScript before the page is interactive, and rendering work split into tasks under 50 ms, would close it.`,
      { limits: staticPage(p) },
    ),
    target(
      `${p.label}: LCP picture`,
      `${kb(p.shop.lcpImageBytes ?? 0)} (${new URL(p.shop.lcpUrl || 'http://x/').pathname.split('-').at(-1)}), requested ${p.shop.lcpRequests}×`,
      '150 KB',
      (p.shop.lcpImageBytes ?? 0) / t.lcpImageBytes,
      '≤ 150 KB, one request',
      p.pass.lcpImage,
      `${p.label}: the LCP picture ${p.shop.lcpUrl} weighs ${kb(p.shop.lcpImageBytes ?? 0)} and was requested ${p.shop.lcpRequests} time(s): the pipeline's 150-KB budget for the widths a page offers, and a preload with the <img>'s own srcset and sizes, would close it.`,
    ),
    target(
      `${p.label}: tap → cart badge`,
      ms(p.shop.tapToBadgeMs),
      '–',
      '–',
      `≤ ${ms(t.tapToBadgeMs)}`,
      p.pass.tapToBadge,
      `${p.label}: ${ms(p.shop.tapToBadgeMs)} from tapping 'Adicionar ao Carrinho' to the frame that shows 1 in the cart badge, ${ms(p.shop.tapToChangeMs)} of them until the link said 1 item (the click, the cart store, React's render of what reads the cart) and the rest that frame's style, layout and paint (the toast's too). Less work between the tap and that frame (fewer components re-rendered by a cart change, nothing else drawn in the same frame) would close it.`,
    ),
    ...(p.shop.choiceToPriceMs === null
      ? []
      : [
          target(
            `${p.label}: a choice → its price`,
            ms(p.shop.choiceToPriceMs),
            '–',
            '–',
            `≤ ${ms(t.choiceToPriceMs)}`,
            p.pass.choice,
            `${p.label}: ${ms(p.shop.choiceToPriceMs)} from tapping a value to the frame whose price is the chosen variant's: the page's render of the new choice (the groups, the photos, the price and stock line) and the address written back by the router. Rendering only what the choice changes, and writing the address after the frame, would close it.`,
          ),
        ]),
  ])
  const m = result.method
  const intro = `${result.products} products in the database, PGlite, the store's first product with two uploaded 12-megapixel photos (bench/mobile-photos.mjs) and three options (bench/mobile-variants.mjs); median of ${result.runs} cold loads per page, the shop's page and its limit interleaved; after each of the shop's loads, one tap on 'Adicionar ao Carrinho' (on the product page, a tap on a value before it).

- device: ${m.device}
- throttling: ${m.throttling}${Number.isFinite(result.cpuSlowdown) ? ` (checked in this run: a fixed script loop ran ${result.cpuSlowdown.toFixed(1)}× slower on a page loaded this way)` : ''}
- LCP: ${m.lcp}; CLS: ${m.cls}; TBT: ${m.tbt}; bytes: ${m.bytes}
- the product: ${m.product}
- a choice → its price: ${m.choice}
- tap → cart badge: ${m.tap}
- limit: ${m.limit}
`
  const body = `\n${mobileTable(result)}\n`
  return {
    targets,
    markdown: section({
      title: '1. Store page on a phone',
      command: 'node bench/mobile-page.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}

export function jsSection(js, env, budgetBytes) {
  const r = js.totalGzipBytes / budgetBytes
  const targets = [
    target(
      'store route (/): gzipped JavaScript',
      kb(js.totalGzipBytes),
      `${kb(budgetBytes)} (budget)`,
      r,
      '≤ 1.00×',
      r <= 1,
      'the store route loads more JavaScript than the budget: split what only other routes need (admin, checkout, QR code, Mercado Pago) into lazy chunks.',
    ),
  ]
  const intro = `Chromium opens \`/\` as a new visitor; every script response is collected and gzipped at level 9 (the server sends the precompressed \`.br\`/\`.gz\` files the build writes, so the bytes on the wire are at most this). CI checks the same budget from the build manifest (scripts/check-js-budget.mjs).
`
  const body = `
| file | raw | gzip |
|---|---|---|
${js.files.map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`).join('\n')}
`
  return {
    targets,
    markdown: section({
      title: '2. JavaScript budget',
      command: 'node bench/store-js-size.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}
