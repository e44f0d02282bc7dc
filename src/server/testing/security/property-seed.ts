/**
 * The seed of one fast-check property, printed so a failure seen in CI can be replayed: the
 * FC_SEED setting when set (read by the test file, which passes it in: only config.ts and tests
 * read the environment), a random one otherwise. Replay with
 * `FC_SEED=<seed> npx vitest run <test file> -t '<test name>'`.
 */
export function propertySeed(name: string, replay: string | undefined): { seed: number } {
  const seed = replay
    ? Number.parseInt(replay, 10)
    : Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1)
  console.log(`[fast-check] ${name} seed=${seed}`)
  return { seed }
}
