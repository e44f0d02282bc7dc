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

/** A target: what was measured, against which limit, the ratio and whether the target holds. */
export function target(figure, measured, limit, r, goal, ok, gap) {
  return { figure, measured, limit, ratio: r, goal, ok, gap }
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
