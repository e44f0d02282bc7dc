import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { pictureProps } from '#web/lib/picture.ts'

const BOX = 'size-12 shrink-0 rounded-lg border border-stone-200 bg-stone-100'

/**
 * A product's picture in an admin table, or a placeholder when the link is missing or broken: a
 * dead link is the admin's to spot. The name sits beside it, so the picture itself has no text.
 */
export function ProductThumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false)
  if (!src || broken) {
    return (
      <span
        role="img"
        aria-label="Sem imagem"
        className={`${BOX} flex items-center justify-center text-stone-400`}
      >
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    )
  }
  return (
    <img
      {...pictureProps(src, '48px')}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={`${BOX} object-cover`}
      onError={() => setBroken(true)}
    />
  )
}
