/**
 * The passes a hostile-input property runs: two fixed seeds, the same in every run, then a random
 * one that the test names and the output print. `replaySeed` (the HOSTILE_SEED setting, read by
 * the test file) makes the third pass replay a failure:
 * `HOSTILE_SEED=<seed> npx vitest run src/server/security/hostile-input` (both files).
 * Each pass covers every route before the next starts, so the fixed passes always meet the same
 * database.
 */
export function seedPasses(replaySeed: string | undefined) {
  const random = replaySeed
    ? Number.parseInt(replaySeed, 10)
    : Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1)
  return [
    { name: 'fixed seed 1', seed: 2_026 },
    // The seed of an old false alarm, whose download title looked like a leaked column.
    { name: 'fixed seed 2', seed: -319_285_571 },
    { name: `random seed ${random}`, seed: random },
  ]
}
