// Formatting shared by the sections of docs/performance.md.

export const int = (n) => Math.round(n).toLocaleString('en-US')
export const ms = (n) =>
  Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : int(n)} ms` : '–'
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const mb = (bytes) => `${int(bytes / 2 ** 20)} MB`
/** r with 2 decimals; 3 when 2 would print the very threshold `goal` it misses or meets by a hair. */
export function ratio(r, goal) {
  if (!Number.isFinite(r)) return '–'
  const close = goal !== undefined && r.toFixed(2) === goal.toFixed(2) && r !== goal
  return `${r.toFixed(close ? 3 : 2)}×`
}
export const mark = (ok) => (ok ? '✅' : '❌')

/** A section's heading and the line saying how, where and when its figures were taken. */
export function header(title, command, env) {
  return `## ${title}

Command: \`${command}\` (part of \`npm run bench\`) · Machine: ${env.machine} · Date: ${env.date}
`
}

/**
 * What a limit did, for `notMeasured`: `operations` it completed (orders placed, requests answered,
 * loads timed), `errors` it met and the first one's message; `name` says which limit it is.
 */
export const limitRun = (name, operations, errors = 0, firstError = undefined) => ({
  name,
  operations,
  errors,
  firstError,
})

/**
 * Why a figure says nothing, or null when it was measured (issue 58, item 0b): a limit it was
 * measured against errored (any error) or did nothing (no operation), or its ratio is not a finite
 * number above 0 (a limit of 0 makes it Infinity, a figure of nothing NaN or 0). `r` undefined: a
 * figure without a ratio.
 */
export function notMeasured(r, limits = []) {
  for (const l of limits) {
    const errors = l.errors ?? 0
    if (errors !== 0) {
      const first = l.firstError ? `: ${String(l.firstError).split('\n')[0]}` : ''
      const count = Number.isFinite(errors) ? int(errors) : String(errors)
      return `${l.name} errored (${count} ${errors === 1 ? 'error' : 'errors'}${first})`
    }
    if (!(l.operations > 0)) return `${l.name} measured nothing (0 operations)`
  }
  if (r === undefined || (Number.isFinite(r) && r > 0)) return null
  return `the ratio is ${Number.isNaN(r) ? 'not a number' : r} (a figure or its limit measured nothing)`
}

/**
 * A target: what was measured, against which limit, the ratio and whether the target holds.
 * `r`: the ratio as a number (printed by `ratio` with `threshold`), or '–' for a figure that has
 * none. `limits` (limitRun's): what the figure was measured against, when that is a run of its own.
 * A figure notMeasured is printed so in place of its ratio and is missed, whatever `ok` says.
 */
export function target(figure, measured, limit, r, goal, ok, gap, { threshold, limits = [] } = {}) {
  if (typeof r !== 'number' && r !== '–') {
    throw new Error(`target '${figure}': the ratio must be a number or '–', not ${String(r)}`)
  }
  const why = notMeasured(typeof r === 'number' ? r : undefined, limits)
  if (why) {
    return {
      figure,
      measured,
      limit,
      ratio: `not measured: ${why}`,
      goal,
      ok: false,
      gap: `${figure}: not measured, ${why}; a limit that fails says nothing about the shop (\`node bench/smoke.mjs\` runs every limit for a few seconds).`,
      notMeasured: why,
    }
  }
  const printed = typeof r === 'number' ? ratio(r, threshold) : r
  return { figure, measured, limit, ratio: printed, goal, ok: ok === true, gap, notMeasured: null }
}

export function targetTable(targets) {
  return [
    '| figure | measured | limit | ratio | target | |',
    '|---|---|---|---|---|---|',
    ...targets.map(
      (t) =>
        `| ${t.figure} | ${t.measured} | ${t.limit} | ${t.ratio} | ${t.goal} | ${mark(t.ok)} |`,
    ),
  ].join('\n')
}

/** The 'Gaps' paragraph: each missed target and what would close it; nothing when all hold. */
export function gaps(targets) {
  const missed = targets.filter((t) => !t.ok)
  if (missed.length === 0) return ''
  const seen = new Set()
  const lines = missed
    .filter((t) => t.gap && !seen.has(t.gap) && seen.add(t.gap))
    .map((t) => `- ${t.gap}`)
  return `\n**Gaps.** ${missed.map((t) => t.figure).join('; ')}: missed in this run.\n\n${lines.join('\n')}\n`
}

export function section({ title, command, env, intro, body, targets }) {
  return [header(title, command, env), intro, targetTable(targets), body, gaps(targets)]
    .filter(Boolean)
    .join('\n')
}
