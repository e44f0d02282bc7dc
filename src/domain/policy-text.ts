/**
 * A policy as the owner writes it (decision 038): plain text, never HTML. Blocks are separated by blank
 * lines; '# ' or '## ' starts a heading, '- ' or '* ' a list item, other lines make paragraphs;
 * '[texto](destino)' and bare http(s) addresses are links. The web draws every part as a text node.
 */
import type { SellerIdentity } from '#domain/shop-identity.ts'

export interface PolicyInline {
  text: string
  href?: string
}

export type PolicyBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; parts: PolicyInline[] }
  | { kind: 'list'; items: PolicyInline[][] }

const HEADING = /^##? /
const ITEM = /^[-*] /

// The link text holds no brackets and the destination no spaces or parentheses, so each attempt
// stops at the next bracket or parenthesis: linear on any input, however hostile.
const LINK = /\[([^[\]\n]*)\]\(([^()\s]*)\)/g
const BARE_URL = /https?:\/\/[\p{L}\p{N}][^\s<>"]*/giu
const URL_TRAILER = new Set(['.', ',', ')', ';', ':'])

// A path of the shop's own ('/termos'), never '//host' nor '/\host' (browsers read both as
// another host); no control characters, which a URL parser may drop to make one of those.
const SAFE_DESTINATION = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*)$/i
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

export const isSafePolicyHref = (destination: string) =>
  SAFE_DESTINATION.test(destination) && !CONTROL.test(destination)

function pushText(parts: PolicyInline[], text: string) {
  if (text === '') return
  const last = parts.at(-1)
  if (last && last.href === undefined) last.text += text
  else parts.push({ text })
}

/** The address without the punctuation that ends its sentence (a loop: a regex here is quadratic). */
function withoutTrailer(url: string): string {
  let end = url.length
  while (end > 0 && URL_TRAILER.has(url[end - 1] ?? '')) end--
  return url.slice(0, end)
}

/** Plain text with its bare addresses as links ('.' ',' ')' ';' ':' at the end stay text). */
function addBareUrls(parts: PolicyInline[], text: string) {
  let from = 0
  for (const match of text.matchAll(BARE_URL)) {
    const url = withoutTrailer(match[0])
    pushText(parts, text.slice(from, match.index))
    parts.push({ text: url, href: url })
    from = match.index + url.length
  }
  pushText(parts, text.slice(from))
}

/** A line's (or a paragraph's) text as its parts: plain text and links. */
export function policyInlines(text: string): PolicyInline[] {
  const parts: PolicyInline[] = []
  let from = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', destination = ''] = match
    if (!isSafePolicyHref(destination)) continue
    addBareUrls(parts, text.slice(from, match.index))
    const shown = label.trim()
    parts.push({ text: shown === '' ? destination : shown, href: destination })
    from = match.index + whole.length
  }
  addBareUrls(parts, text.slice(from))
  return parts
}

/** The owner's text as blocks; CRLF and lone CR read as line breaks. */
export function policyBlocks(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = []
  let paragraph: string[] = []
  let items: PolicyInline[][] = []

  const closeParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', parts: policyInlines(paragraph.join(' ')) })
    paragraph = []
  }
  const closeList = () => {
    if (items.length > 0) blocks.push({ kind: 'list', items })
    items = []
  }

  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim()
    const start = raw.trimStart()
    if (line === '') {
      closeParagraph()
      closeList()
    } else if (HEADING.test(start)) {
      closeParagraph()
      closeList()
      const heading = start.replace(HEADING, '').trim()
      if (heading !== '') blocks.push({ kind: 'heading', text: heading })
    } else if (ITEM.test(start)) {
      closeParagraph()
      const item = start.slice(2).trim()
      if (item !== '') items.push(policyInlines(item))
    } else {
      closeList()
      paragraph.push(line)
    }
  }
  closeParagraph()
  closeList()
  return blocks
}

const inlineText = (parts: readonly PolicyInline[]) => parts.map((part) => part.text).join('')

/** The text of one block without markup: a list's items one a line, each after '• '. */
export function policyBlockText(block: PolicyBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text
    case 'paragraph':
      return inlineText(block.parts)
    case 'list':
      return block.items.map((item) => `• ${inlineText(item)}`).join('\n')
  }
}

/** What an e-mail or a `<meta name="description">` uses: the blocks' text, blank lines between. */
export function policyPlainText(text: string): string {
  return policyBlocks(text).map(policyBlockText).join('\n\n')
}

export interface PolicyShop {
  name: string
  /** Null while the owner has set none of it: the shop's name and 'não informado' stand in. */
  seller: SellerIdentity | null
  /** How long leads (WhatsApp numbers left for a product) are kept. */
  leadRetentionDays: number
}

const NOT_GIVEN = 'não informado'

/** What each placeholder becomes, for the panel's hint. */
export const POLICY_PLACEHOLDERS = [
  { placeholder: '{loja}', description: 'nome da loja' },
  {
    placeholder: '{razao_social}',
    description: 'razão social ou nome completo (ou o nome da loja)',
  },
  { placeholder: '{documento}', description: 'CNPJ ou CPF, com o rótulo' },
  { placeholder: '{endereco}', description: 'endereço da loja' },
  { placeholder: '{email}', description: 'email de contato' },
  { placeholder: '{whatsapp}', description: 'WhatsApp da loja' },
  { placeholder: '{horario}', description: 'horário de atendimento' },
  {
    placeholder: '{dias_interessados}',
    description: 'por quantos dias os interessados ficam guardados',
  },
] as const

export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number]['placeholder']

function placeholderValues(shop: PolicyShop): Record<PolicyPlaceholder, string> {
  const seller = shop.seller
  return {
    '{loja}': shop.name,
    '{razao_social}': seller?.name || shop.name,
    '{documento}': seller?.taxId ?? NOT_GIVEN,
    '{endereco}': seller?.address ?? NOT_GIVEN,
    '{email}': seller?.email ?? NOT_GIVEN,
    '{whatsapp}': seller?.whatsapp ?? NOT_GIVEN,
    '{horario}': seller?.hours ?? NOT_GIVEN,
    '{dias_interessados}': String(shop.leadRetentionDays),
  }
}

const isPlaceholder = (value: string): value is PolicyPlaceholder =>
  POLICY_PLACEHOLDERS.some((entry) => entry.placeholder === value)

/**
 * The template with the shop's details in place of its placeholders, in one pass (a value that
 * reads '{email}' stays as it is); unknown '{...}' are left alone. A value's line breaks become
 * spaces, so the shop's details never add a block to the text.
 */
export function fillPolicy(template: string, shop: PolicyShop): string {
  const values = placeholderValues(shop)
  return template.replace(/\{[a-z_]+\}/g, (found) =>
    isPlaceholder(found) ? values[found].replace(/\s+/g, ' ').trim() : found,
  )
}
