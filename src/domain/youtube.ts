// Video ids are exactly 11 characters of [A-Za-z0-9_-].
const ID = '([A-Za-z0-9_-]{11})'
const PATTERNS = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=${ID}(?:[&#].*)?$`),
  new RegExp(`^https?://(?:www\\.)?youtu\\.be/${ID}(?:[?#].*)?$`),
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/shorts/${ID}(?:[?#/].*)?$`),
  new RegExp(`^https?://(?:www\\.)?youtube(?:-nocookie)?\\.com/embed/${ID}(?:[?#].*)?$`),
]

/** The video id of a watch, youtu.be, shorts or embed link; undefined for anything else. */
export function youtubeVideoId(url: string): string | undefined {
  const trimmed = url.trim()
  for (const pattern of PATTERNS) {
    const match = pattern.exec(trimmed)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** The privacy-friendly embed address for a YouTube link, or undefined when it is not one. */
export function youtubeEmbedUrl(url: string): string | undefined {
  const id = youtubeVideoId(url)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined
}
