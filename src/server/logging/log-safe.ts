/**
 * What a log message may quote from a request (its path, an Origin) without writing more than its
 * own line (decision 041): every character a terminal or a log viewer could take as a line break or a
 * command is written as an escape, as JSON writes it ('\n', '\r', '\t', '\u001b'), and a backslash
 * as '\\', so that '\n' in the log always means a line break was sent. Escaped: C0 and DEL, C1
 * (U+0085 NEL ends a line for some viewers, U+009B is an 8-bit CSI), U+2028 and U+2029, and the
 * bidirectional overrides that make a line read other than it is written.
 *
 * Needed in the message itself: LOG_FORMAT=pretty writes the message as it is (a field's string is
 * quoted as JSON, which still leaves C1, U+2028 and U+2029 raw).
 */
export function logSafe(text: string): string {
  return text.replace(UNSAFE, escape)
}

// eslint-disable-next-line no-control-regex -- the control characters are what it escapes
const UNSAFE = /[\\\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const SHORT: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }

const escape = (char: string) =>
  SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
