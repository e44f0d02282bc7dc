import { escapeHtml } from '#domain/html.ts'
import type { SellerIdentity } from '#domain/shop-identity.ts'

/**
 * What a template says, independent of format: one list of blocks becomes both text and html.
 * `code`: a value the customer copies (a PIX code, a tracking code), alone on its line, in a box.
 */
export type Block =
  | string
  | { href: string; label: string }
  | { items: string[] }
  | { strong: string }
  | { code: string }

export interface Shop {
  shopName: string
  publicUrl: string
  /** Who sells, in every e-mail's footer (Decreto 7.962/2013, art. 2; decision 037). */
  seller?: SellerIdentity
  /** The shop's image as an absolute address (a JPEG for an uploaded photo), for the header. */
  image?: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/**
 * Greeting, the blocks, and a signature from the shop; every value is escaped in the html. The
 * text and the html are made when first read: an email queued in an action needs only its
 * subject (outbox.ts), the worker reads them when it sends it.
 */
export function layout(
  subject: string,
  greeting: string,
  blocks: Block[],
  shop: Shop,
): RenderedEmail {
  const signature = `Um abraço,\nEquipe ${shop.shopName}`
  const footer = shop.seller ? sellerLines(shop.seller) : []
  let text: string | undefined
  let html: string | undefined
  return {
    subject,
    get text() {
      const seller = footer.length > 0 ? [`--\n${footer.join('\n')}`] : []
      return (text ??=
        [greeting, ...blocks.map(blockText), signature, ...seller].join('\n\n') + '\n')
    },
    get html() {
      return (html ??= htmlPage(subject, [greeting, ...blocks, signature], footer, shop))
    },
  }
}

/** The seller's identity as the footer's lines: name and CNPJ/CPF, address, contacts, hours. */
export function sellerLines(seller: SellerIdentity): string[] {
  const contacts = [seller.email, seller.whatsapp && `WhatsApp ${seller.whatsapp}`]
  return [
    [seller.name, seller.taxId].filter(Boolean).join(' · '),
    seller.address,
    contacts.filter(Boolean).join(' · '),
    seller.hours && `Atendimento: ${seller.hours}`,
  ].filter((line): line is string => Boolean(line))
}

function htmlPage(subject: string, blocks: Block[], footer: string[], shop: Shop): string {
  const header = shop.image
    ? `<p style="margin:0 0 16px;"><img src="${escapeHtml(shop.image)}" alt="${escapeHtml(shop.shopName)}" width="160" style="max-width:160px;height:auto;border:0;"></p>\n`
    : ''
  const seller = footer.length
    ? `\n<p style="margin-top:24px;padding-top:12px;border-top:1px solid #e7e5e4;font-size:12px;color:#57534e;">${footer.map(escapeHtml).join('<br>')}</p>`
    : ''
  const body = header + blocks.map(blockHtml).join('\n') + seller
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917;background:#ffffff;">
${body}
</div>
</body>
</html>
`
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block
  if ('href' in block) return `${block.label}:\n${block.href}`
  if ('items' in block) return block.items.map((item) => `- ${item}`).join('\n')
  if ('code' in block) return block.code
  return block.strong
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${multiline(block)}</p>`
  if ('href' in block) {
    const style = 'color:#b45309;font-weight:bold;'
    return `<p><a href="${escapeHtml(block.href)}" style="${style}">${escapeHtml(block.label)}</a></p>`
  }
  if ('items' in block) {
    return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  }
  if ('code' in block) {
    // A PIX code is one 150-character word: it breaks anywhere rather than widen the email.
    const style =
      'font-family:Consolas,Menlo,monospace;font-size:16px;font-weight:bold;word-break:break-all;' +
      'background:#f5f5f4;border:1px solid #d6d3d1;border-radius:6px;padding:12px;'
    return `<p style="${style}">${escapeHtml(block.code)}</p>`
  }
  return `<p><strong>${multiline(block.strong)}</strong></p>`
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>')
}
