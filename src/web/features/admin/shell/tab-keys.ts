/**
 * Where a key moves the focus in a tablist of `count` tabs (the WAI-ARIA tabs pattern the panel's
 * tablists follow): arrows wrap around, Home and End go to the ends; undefined for any other key.
 */
export function tabKeyTarget(key: string, current: number, count: number): number | undefined {
  const last = count - 1
  return {
    ArrowRight: current === last ? 0 : current + 1,
    ArrowLeft: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[key]
}
