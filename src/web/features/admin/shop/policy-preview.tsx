import { fillPolicy, policyBlocks } from '#domain/policy-text.ts'
import { PolicyBlocks } from '#web/components/policy-blocks.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'

interface PolicyPreviewProps {
  title: string
  text: string
  leadRetentionDays: number
}

/**
 * The text as the policy's page will show it, the placeholders filled with the shop's details as
 * they are now: drawn by the pages' own renderer, so what the owner types is only ever text.
 */
export function PolicyPreview({ title, text, leadRetentionDays }: PolicyPreviewProps) {
  const { name, seller } = useShopInfo()
  const blocks = policyBlocks(fillPolicy(text, { name, seller, leadRetentionDays }))
  return (
    <section
      aria-label={`Pré-visualização: ${title}`}
      className="min-h-64 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:p-6"
    >
      {blocks.length > 0 ? (
        <PolicyBlocks blocks={blocks} />
      ) : (
        <p className="text-sm text-stone-600">Nada para mostrar: o texto está vazio.</p>
      )}
    </section>
  )
}
