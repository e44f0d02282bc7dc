import { escapeHtml } from '#domain/html.ts'

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
  let text: string | undefined
  let html: string | undefined
  return {
    subject,
    get text() {
      return (text ??= [greeting, ...blocks.map(blockText), signature].join('\n\n') + '\n')
    },
    get html() {
      return (html ??= htmlPage(subject, [greeting, ...blocks, signature]))
    },
  }
}

function htmlPage(subject: string, blocks: Block[]): string {
  const body = blocks.map(blockHtml).join('\n')
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
