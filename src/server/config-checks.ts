// What config.ts checks of a setting beyond its type: a host to listen on, and folders apart.
import { isIP } from 'node:net'
import path from 'node:path'

/** A host name: dot-separated labels of letters, digits and inner hyphens (RFC 1123). */
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

/** HOST: the interface the server listens on, an IP address or a host name. */
export function isListenHost(value: string) {
  if (isIP(value) !== 0) return true
  // Digits and dots only is an IP address or nothing (999.1.1.1 is not a name either).
  return !/^[\d.]+$/.test(value) && HOSTNAME.test(value)
}
/** Whether `dir` is `parent` or lies inside it, both taken from the working directory. */
export function insideOrSame(dir: string, parent: string) {
  const relative = path.relative(path.resolve(parent), path.resolve(dir))
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
