import type { ReactNode } from 'react'
import { isSafePolicyHref, type PolicyBlock, type PolicyInline } from '#domain/policy-text.ts'

const LINK = 'font-medium text-amber-800 underline hover:text-amber-900'
const EXTERNAL = /^https?:\/\//i

/**
 * The parts to draw. A link the parser would not make ('javascript:', '//other.host'), in blocks
 * built elsewhere, is drawn as its text; neighbouring texts as one, as the server's HTML holds
 * them (Preact would split the node on hydration: eslint/one-text-per-element.js).
 */
function joined(parts: readonly PolicyInline[]): PolicyInline[] {
  const out: PolicyInline[] = []
  for (const part of parts) {
    const last = out.at(-1)
    const plain = !part.href || !isSafePolicyHref(part.href)
    if (!plain) out.push(part)
    else if (last && last.href === undefined) out[out.length - 1] = { text: last.text + part.text }
    else out.push({ text: part.text })
  }
  return out
}

function Inline({ parts }: { parts: readonly PolicyInline[] }): ReactNode {
  return joined(parts).map((part, index) =>
    part.href === undefined ? (
      part.text
    ) : (
      <a
        key={index}
        href={part.href}
        className={LINK}
        {...(EXTERNAL.test(part.href) && { rel: 'noopener noreferrer' })}
      >
        {part.text}
      </a>
    ),
  )
}

/**
 * A policy's text as the owner wrote it (#domain/policy-text.ts): headings, paragraphs, lists and
 * links, every word a text node (nothing the owner types becomes HTML). Shared by the public
 * policy pages and the panel's preview.
 */
export function PolicyBlocks({ blocks }: { blocks: readonly PolicyBlock[] }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed break-words text-stone-800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} className="mt-4 text-xl font-semibold text-stone-900">
                {block.text}
              </h2>
            )
          case 'paragraph':
            return (
              <p key={index}>
                <Inline parts={block.parts} />
              </p>
            )
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, at) => (
                  <li key={at}>
                    <Inline parts={item} />
                  </li>
                ))}
              </ul>
            )
        }
      })}
    </div>
  )
}
